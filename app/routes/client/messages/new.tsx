import { Button, Group, Paper, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { AttachmentsInput } from "~/components/messages/thread";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { ownerCompanies, startOwnerThread } from "~/domain/messaging/owner-threads.server";
import { ownerNewThreadSchema } from "~/domain/messaging/schemas";
import { prepareMessageFiles } from "~/server/message-files.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "New message — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { companies: await ownerCompanies(await db(), user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  const parsed = parseForm(ownerNewThreadSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const files = await prepareMessageFiles(formData);
  if (!files.ok) return data(rejected(formData, { files: files.error }), { status: 400 });
  const database = await db();
  return domainAction(formData, async () => {
    const thread = await startOwnerThread(database, user.id, parsed.data, files.value);
    return redirectWithToast(`/messages/${thread.id}`, "Message sent.");
  });
}

export default function NewOwnerMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { companies } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(ownerNewThreadSchema, actionData);
  const busy = useNavigation().state === "submitting";
  if (companies.length === 0)
    return (
      <>
        <PageHeader title="New message" />
        <EmptyState
          title="No pool company yet"
          action={
            <Button component={Link} to="/reedemInviteCode" variant="default">
              Redeem an invite code
            </Button>
          }
        >
          Once your pool company links your account, you can write to them here.
        </EmptyState>
      </>
    );
  return (
    <>
      <PageHeader title="New message" description="Write to your pool company; they answer here." />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} maw={720}>
        <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
          <Stack>
            <Select
              name="customerId"
              label="Company"
              data={companies}
              defaultValue={values.customerId ?? (companies.length === 1 ? companies[0].value : null)}
              error={errors.customerId}
            />
            <TextInput
              name="subject"
              label="Subject"
              defaultValue={values.subject ?? ""}
              error={errors.subject}
            />
            <Textarea
              name="body"
              label="Message"
              autosize
              minRows={4}
              defaultValue={values.body ?? ""}
              error={errors.body}
            />
            <AttachmentsInput error={errors.files} description="Optional. Up to 5 files, 10 MB each." />
            <Group>
              <Button type="submit" loading={busy}>
                Send
              </Button>
              <Button component={Link} to="/messages" variant="default">
                Cancel
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}
