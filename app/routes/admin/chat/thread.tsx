import { Anchor, Badge, Button, Group } from "@mantine/core";
import { data, Form, Link } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { Composer, MessageList, usePolling } from "~/components/messages/thread";
import { signedInContext } from "~/context";
import {
  postPlatformMessage,
  readSupportThread,
  setSupportThreadStatus,
} from "~/domain/messaging/platform-threads.server";
import { threadStatusSchema } from "~/domain/messaging/schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { postMessageAction } from "../../shared/message-action.server";
import type { Route } from "./+types/thread";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "admin.chatThread.title", { subject: loaderData.view.thread.subject })
      : pageTitle(matches, "admin.chatThread.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return withErrorPages(async () => ({
    view: await readSupportThread(await systemContext(), user.id, params.threadId),
  }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  if (formData.get("intent") === "status") {
    const parsed = parseForm(threadStatusSchema, formData);
    if (!parsed.ok) return data(parsed, { status: 400 });
    return domainAction(formData, async () => {
      await setSupportThreadStatus(await systemContext(), user.id, params.threadId, parsed.data.status);
      return redirectWithToast(
        `/chat-seller/${params.threadId}`,
        parsed.data.status === "done" ? "admin.chatThread.markedDone" : "admin.chatThread.reopened",
      );
    });
  }
  const system = await systemContext();
  return postMessageAction(formData, (input, files) =>
    postPlatformMessage(system, user.id, params.threadId, input, files),
  );
}

export default function SupportThread({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const done = view.thread.status === "done";
  const t = useT();
  const sideLabel = (side: string) =>
    side === "company"
      ? t("admin.chatThread.sideCompany")
      : side === "platform"
        ? t("admin.chatThread.sideSupport")
        : null;
  usePolling();
  return (
    <>
      <Anchor component={Link} to="/chat-seller" size="sm">
        {t("admin.chatThread.all")}
      </Anchor>
      <PageHeader
        title={view.thread.subject}
        description={t("admin.chatThread.with", { company: view.companyName })}
        actions={
          <Group gap="sm">
            <Badge color={done ? "gray" : "green"} variant="light" size="lg">
              {t(done ? "admin.chatThread.done" : "admin.chatThread.open")}
            </Badge>
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={done ? "open" : "done"} />
              <Button type="submit" variant="default">
                {t(done ? "admin.chatThread.reopen" : "admin.chatThread.markDone")}
              </Button>
            </Form>
          </Group>
        }
      />
      <MessageList messages={view.messages} timeZone="UTC" sideLabel={sideLabel} />
      <Composer />
    </>
  );
}
