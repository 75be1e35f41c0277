import { Anchor, Badge, Button, Group, Select, Text } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { Composer, MessageList, usePolling } from "~/components/messages/thread";
import { tenantContext } from "~/context";
import { assignSchema, threadStatusSchema } from "~/domain/messaging/schemas";
import {
  assignThread,
  memberOptions,
  postMessage,
  readThread,
  setThreadStatus,
} from "~/domain/messaging/threads.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import { postMessageAction } from "../../shared/message-action.server";
import type { Route } from "./+types/thread";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.view.thread.subject ?? "Conversation"} — Messages — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    const view = await readThread(tenant, params.threadId);
    return {
      view,
      members: view.canAssign ? await memberOptions(tenant) : [],
      timeZone: tenant.timeZone,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const here = `/company/messages/${params.threadId}`;
  const intent = formData.get("intent");
  if (intent === "assign") {
    const parsed = parseForm(assignSchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    return domainAction(formData, async () => {
      await assignThread(tenant, params.threadId, parsed.data.memberId);
      return redirectWithToast(
        here,
        parsed.data.memberId ? "Conversation assigned." : "Conversation unassigned.",
      );
    });
  }
  if (intent === "status") {
    const parsed = parseForm(threadStatusSchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    return domainAction(formData, async () => {
      await setThreadStatus(tenant, params.threadId, parsed.data.status);
      return redirectWithToast(here, parsed.data.status === "done" ? "Marked done." : "Opened again.");
    });
  }
  return postMessageAction(formData, (input, files) => postMessage(tenant, params.threadId, input, files));
}

const sideLabel = (side: string) =>
  side === "client" ? "Pool owner" : side === "platform" ? "Drip Drop support" : null;

function withWhom(view: Route.ComponentProps["loaderData"]["view"]) {
  if (view.thread.kind === "customer") return `With ${view.customerName ?? "a customer"}`;
  if (view.thread.kind === "platform") return "With Drip Drop support";
  return `Team: ${view.people.join(", ")}`;
}

function AssignForm({
  members,
  assignedId,
}: {
  members: { value: string; label: string }[];
  assignedId: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="assign" />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          name="memberId"
          label="Assigned to"
          placeholder="Nobody"
          data={members}
          defaultValue={assignedId}
          clearable
          w={200}
        />
        <Button type="submit" variant="default" loading={busy}>
          Assign
        </Button>
      </Group>
    </Form>
  );
}

export default function CompanyThread({ loaderData }: Route.ComponentProps) {
  const { view, members, timeZone } = loaderData;
  const { thread } = view;
  usePolling();
  return (
    <>
      <Anchor component={Link} to="/company/messages" size="sm">
        ← All messages
      </Anchor>
      <PageHeader
        title={thread.subject}
        description={
          <>
            {withWhom(view)}
            {thread.kind !== "team"
              ? ` · ${view.assignedName ? `Assigned to ${view.assignedName}` : "Unassigned"}`
              : ""}
          </>
        }
        actions={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Badge color={thread.status === "done" ? "gray" : "green"} variant="light" size="lg">
              {thread.status === "done" ? "Done" : "Open"}
            </Badge>
            {view.canAssign ? <AssignForm members={members} assignedId={thread.assignedMemberId} /> : null}
            {view.canWrite ? (
              <Form method="post">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value={thread.status === "done" ? "open" : "done"} />
                <Button type="submit" variant="default">
                  {thread.status === "done" ? "Reopen" : "Mark done"}
                </Button>
              </Form>
            ) : null}
          </Group>
        }
      />
      {thread.kind === "customer" && !view.ownerLinked ? (
        <Text c="dimmed" mb="sm">
          This customer's pool owner account is no longer linked: they won't see new messages.
        </Text>
      ) : null}
      <MessageList messages={view.messages} timeZone={timeZone} sideLabel={sideLabel} />
      {view.canWrite ? <Composer linkOptions={view.linkOptions} /> : null}
    </>
  );
}
