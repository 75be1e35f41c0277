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
import { clientInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { limitPublicForm } from "~/domain/limits/limits.server";
import { saveContactMessage } from "~/domain/platform/contact.server";
import { contactSchema, contactTopicLabels, contactTopics } from "~/domain/platform/schemas";
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
    const database = await db();
    await limitPublicForm(database, "contact", context.get(clientInfoContext).ip);
    await saveContactMessage(database, parsed.data);
    return redirectWithToast(
      "/contact?sent=1",
      "Thanks — your message was sent. We reply within one business day.",
    );
  });
}

const topicOptions = [
  { value: "", label: "Choose a topic" },
  ...contactTopics.map((topic) => ({ value: topic, label: contactTopicLabels[topic] })),
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const { errors, values, onSubmit } = useValidatedForm(contactSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sent") === "1";
  // A new location (after a successful send) remounts the form, so it starts empty again.
  const { key: locationKey } = useLocation();

  return (
    <Container size="lg" py={48}>
      <Title order={1}>Contact us</Title>
      <Text size="lg" mt="sm" maw={760}>
        Questions about Drip Drop, help with your account, or a feature your company needs: write to us and a
        person will answer.
      </Text>

      <Grid gap="xl" mt="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: "md", sm: "xl" }}>
            {sent ? (
              <Alert
                role="status"
                color="teal"
                icon={<IconCircleCheck aria-hidden />}
                title="Message sent"
                mb="lg"
              >
                Thanks — your message was sent. We reply within one business day.
              </Alert>
            ) : null}
            <Form key={locationKey} method="post" onSubmit={onSubmit} noValidate>
              <Stack>
                <FormError message={errors.form} />
                <TextInput
                  label="Name"
                  name="name"
                  autoComplete="name"
                  defaultValue={values.name}
                  error={errors.name}
                  withAsterisk
                />
                <TextInput
                  label="E-mail"
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={values.email}
                  error={errors.email}
                  withAsterisk
                />
                <NativeSelect
                  label="Topic"
                  name="topic"
                  data={topicOptions}
                  defaultValue={values.topic ?? ""}
                  error={errors.topic}
                  withAsterisk
                />
                <Textarea
                  label="Message"
                  name="message"
                  autosize
                  minRows={5}
                  maxRows={14}
                  defaultValue={values.message}
                  error={errors.message}
                  withAsterisk
                />
                <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
                  Send message
                </Button>
              </Stack>
            </Form>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <div>
              <Title order={2} size="h4">
                When we reply
              </Title>
              <Text mt={6}>We answer every message within one business day, by e-mail.</Text>
            </div>
            <div>
              <Title order={2} size="h4">
                Already a customer of a pool company?
              </Title>
              <Text mt={6}>
                Questions about your pool, a visit or an invoice are best sent to your pool company from your
                Drip Drop dashboard.
              </Text>
            </div>
            <div>
              <Title order={2} size="h4">
                Running it yourself?
              </Title>
              <Text mt={6}>
                Choose "Help with Drip Drop" as the topic and tell us your version and database (built-in or
                PostgreSQL).
              </Text>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
