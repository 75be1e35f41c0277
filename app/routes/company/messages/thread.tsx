import { Anchor, Badge, Button, Group, Select, Text } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
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
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { postMessageAction } from "../../shared/message-action.server";
import type { Route } from "./+types/thread";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "team.thread.title", { subject: loaderData.view.thread.subject })
      : pageTitle(matches, "team.thread.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
        parsed.data.memberId ? "team.thread.assigned" : "team.thread.unassigned",
      );
    });
  }
  if (intent === "status") {
    const parsed = parseForm(threadStatusSchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    return domainAction(formData, async () => {
      await setThreadStatus(tenant, params.threadId, parsed.data.status);
      return redirectWithToast(
        here,
        parsed.data.status === "done" ? "team.thread.markedDone" : "team.thread.openedAgain",
      );
    });
  }
  return postMessageAction(formData, (input, files) => postMessage(tenant, params.threadId, input, files));
}

function withWhom(view: Route.ComponentProps["loaderData"]["view"], t: ReturnType<typeof useT>) {
  if (view.thread.kind === "customer")
    return view.customerName
      ? t("team.thread.withCustomer", { name: view.customerName })
      : t("team.thread.withACustomer");
  if (view.thread.kind === "platform") return t("team.thread.withSupport");
  return t("team.thread.withTeam", { people: view.people.join(", ") });
}

function AssignForm({
  members,
  assignedId,
}: {
  members: { value: string; label: string }[];
  assignedId: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="assign" />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          name="memberId"
          label={t("team.thread.assignedTo")}
          placeholder={t("team.thread.nobody")}
          data={members}
          defaultValue={assignedId}
          clearable
          w={200}
        />
        <Button type="submit" variant="default" loading={busy}>
          {t("team.thread.assign")}
        </Button>
      </Group>
    </Form>
  );
}

export default function CompanyThread({ loaderData }: Route.ComponentProps) {
  const { view, members, timeZone } = loaderData;
  const { thread } = view;
  usePolling();
  const t = useT();
  const sideLabel = (side: string) =>
    side === "client"
      ? t("team.thread.poolOwner")
      : side === "platform"
        ? t("team.messages.kind.platform")
        : null;
  return (
    <>
      <Anchor component={Link} to="/company/messages" size="sm">
        {t("team.thread.back")}
      </Anchor>
      <PageHeader
        title={thread.subject}
        description={
          <>
            {withWhom(view, t)}
            {thread.kind !== "team"
              ? view.assignedName
                ? t("team.thread.assignedToName", { name: view.assignedName })
                : t("team.thread.notAssigned")
              : ""}
          </>
        }
        actions={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Badge color={thread.status === "done" ? "gray" : "green"} variant="light" size="lg">
              {thread.status === "done" ? t("team.messages.view.done") : t("team.messages.view.open")}
            </Badge>
            {view.canAssign ? <AssignForm members={members} assignedId={thread.assignedMemberId} /> : null}
            {view.canWrite ? (
              <Form method="post">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value={thread.status === "done" ? "open" : "done"} />
                <Button type="submit" variant="default">
                  {thread.status === "done" ? t("team.thread.reopen") : t("team.thread.markDone")}
                </Button>
              </Form>
            ) : null}
          </Group>
        }
      />
      {thread.kind === "customer" && !view.ownerLinked ? (
        <Text c="dimmed" mb="sm">
          {t("team.thread.unlinked")}
        </Text>
      ) : null}
      <MessageList messages={view.messages} timeZone={timeZone} sideLabel={sideLabel} />
      {view.canWrite ? <Composer linkOptions={view.linkOptions} /> : null}
    </>
  );
}
