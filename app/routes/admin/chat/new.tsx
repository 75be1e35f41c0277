import { Button, Group, Paper, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { startSupportThread, supportCompanyOptions } from "~/domain/messaging/platform-threads.server";
import { platformNewThreadSchema } from "~/domain/messaging/schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.chatNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const companyId = new URL(request.url).searchParams.get("company");
  const system = await systemContext();
  return withErrorPages(async () => {
    const companies = await supportCompanyOptions(system, user.id);
    return { companies, preselected: companies.some((c) => c.value === companyId) ? companyId : null };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  const parsed = parseForm(platformNewThreadSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const system = await systemContext();
  return domainAction(formData, async () => {
    const thread = await startSupportThread(system, user.id, parsed.data);
    return redirectWithToast(`/chat-seller/${thread.id}`, "admin.chatNew.sent");
  });
}

export default function NewSupportThread({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, preselected } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(platformNewThreadSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <PageHeader title={t("admin.chatNew.heading")} description={t("admin.chatNew.description")} />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} maw={720}>
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack>
            <Select
              name="companyId"
              label={t("admin.chatNew.company")}
              data={companies}
              defaultValue={values.companyId ?? preselected}
              searchable
              error={errors.companyId}
            />
            <TextInput
              name="subject"
              label={t("admin.chatNew.subject")}
              defaultValue={values.subject ?? ""}
              error={errors.subject}
            />
            <Textarea
              name="body"
              label={t("admin.chatNew.message")}
              autosize
              minRows={4}
              defaultValue={values.body ?? ""}
              error={errors.body}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {t("admin.chatNew.send")}
              </Button>
              <Button component={Link} to="/chat-seller" variant="default">
                {t("admin.chatNew.cancel")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
