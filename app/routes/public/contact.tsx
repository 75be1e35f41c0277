import {
  Alert,
  Button,
  Container,
  Grid,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { data, Form, useLocation, useNavigation, useSearchParams } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { clientInfoContext } from "~/context";
import { limitPublicForm } from "~/domain/limits/limits.server";
import { saveContactMessage } from "~/domain/platform/contact.server";
import { contactSchema, contactTopics } from "~/domain/platform/schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction } from "../shared/domain-errors.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [
  { title: "Contact — Drip Drop" },
  { name: "description", content: "Write to the people who build Drip Drop." },
];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(contactSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const system = await systemContext();
    await limitPublicForm(system, "contact", context.get(clientInfoContext).ip);
    await saveContactMessage(system, parsed.data);
    return redirectWithToast("/contact?sent=1", "common.site.contact.sent");
  });
}

/** The topics' words on this page (domain/platform/schemas.ts keeps the English ones for the admin's list). */
const topicLabels = {
  company: "common.site.contact.topicCompany",
  homeowner: "common.site.contact.topicHomeowner",
  support: "common.site.contact.topicSupport",
  other: "common.site.contact.topicOther",
} as const satisfies Record<(typeof contactTopics)[number], string>;

export default function Contact({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(contactSchema, actionData);
  const topicOptions = [
    { value: "", label: t("common.site.contact.chooseTopic") },
    ...contactTopics.map((topic) => ({ value: topic, label: t(topicLabels[topic]) })),
  ];
  const busy = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sent") === "1";
  // A new location (after a successful send) remounts the form, so it starts empty again.
  const { key: locationKey } = useLocation();

  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t("common.site.contact.title")}</Title>
      <Text size="lg" mt="sm" maw={760}>
        {t("common.site.contact.intro")}
      </Text>

      <Grid gap="xl" mt="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: "md", sm: "xl" }}>
            {sent ? (
              <Alert
                role="status"
                color="teal"
                icon={<IconCircleCheck aria-hidden />}
                title={t("common.site.contact.sentTitle")}
                mb="lg"
              >
                {t("common.site.contact.sent")}
              </Alert>
            ) : null}
            <Form key={locationKey} method="post" onSubmit={onSubmit} noValidate>
              <Stack>
                <FormError message={errors.form} />
                <TextInput
                  label={t("common.site.contact.name")}
                  name="name"
                  autoComplete="name"
                  defaultValue={values.name}
                  error={errors.name}
                  withAsterisk
                />
                <TextInput
                  label={t("common.site.contact.email")}
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={values.email}
                  error={errors.email}
                  withAsterisk
                />
                <NativeSelect
                  label={t("common.site.contact.topic")}
                  name="topic"
                  data={topicOptions}
                  defaultValue={values.topic ?? ""}
                  error={errors.topic}
                  withAsterisk
                />
                <Textarea
                  label={t("common.site.contact.message")}
                  name="message"
                  autosize
                  minRows={5}
                  maxRows={14}
                  defaultValue={values.message}
                  error={errors.message}
                  withAsterisk
                />
                <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
                  {t("common.site.contact.send")}
                </Button>
              </Stack>
            </Form>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <div>
              <Title order={2} size="h4">
                {t("common.site.contact.whenHeading")}
              </Title>
              <Text mt={6}>{t("common.site.contact.whenText")}</Text>
            </div>
            <div>
              <Title order={2} size="h4">
                {t("common.site.contact.customerHeading")}
              </Title>
              <Text mt={6}>{t("common.site.contact.customerText")}</Text>
            </div>
            <div>
              <Title order={2} size="h4">
                {t("common.site.contact.selfHeading")}
              </Title>
              <Text mt={6}>{t("common.site.contact.selfText")}</Text>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
