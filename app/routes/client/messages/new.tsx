import { Button, Group, Paper, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { AttachmentsInput } from "~/components/messages/thread";
import { ownerContext } from "~/context";
import { ownerCompanies, startOwnerThread } from "~/domain/messaging/owner-threads.server";
import { ownerNewThreadSchema } from "~/domain/messaging/schemas";
import { prepareMessageFiles } from "~/server/message-files.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.newMessage") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  return { companies: await ownerCompanies(context.get(ownerContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = context.get(ownerContext);
  const formData = await request.formData();
  const parsed = parseForm(ownerNewThreadSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const files = await prepareMessageFiles(formData);
  if (!files.ok) return data(rejected(formData, { files: files.error }), { status: 400 });
  return domainAction(formData, async () => {
    const thread = await startOwnerThread(owner, parsed.data, files.value);
    return redirectWithToast(`/messages/${thread.id}`, "portal.messages.sent");
  });
}

export default function NewOwnerMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { companies } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(ownerNewThreadSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  if (companies.length === 0)
    return (
      <>
        <PageHeader title={t("portal.messages.new")} />
        <EmptyState
          title={t("portal.messages.noCompany")}
          action={
            <Button component={Link} to="/reedemInviteCode" variant="default">
              {t("portal.dashboard.redeem")}
            </Button>
          }
        >
          {t("portal.messages.noCompanyShort")}
        </EmptyState>
      </>
    );
  return (
    <>
      <PageHeader title={t("portal.messages.new")} description={t("portal.messages.newDescription")} />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} maw={720}>
        <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
          <Stack>
            <Select
              name="customerId"
              label={t("portal.invoices.company")}
              data={companies}
              defaultValue={values.customerId ?? (companies.length === 1 ? companies[0].value : null)}
              error={errors.customerId}
            />
            <TextInput
              name="subject"
              label={t("portal.messages.subject")}
              defaultValue={values.subject ?? ""}
              error={errors.subject}
            />
            <Textarea
              name="body"
              label={t("portal.messages.message")}
              autosize
              minRows={4}
              defaultValue={values.body ?? ""}
              error={errors.body}
            />
            <AttachmentsInput error={errors.files} description={t("portal.messages.attachOptional")} />
            <Group>
              <Button type="submit" loading={busy}>
                {t("portal.messages.send")}
              </Button>
              <Button component={Link} to="/messages" variant="default">
                {t("portal.common.cancel")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
