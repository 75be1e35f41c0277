import { Anchor, Badge, Group } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { Composer, MessageList, usePolling } from "~/components/messages/thread";
import { ownerContext } from "~/context";
import { ownerThread, postOwnerMessage } from "~/domain/messaging/owner-threads.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { postMessageAction } from "../../shared/message-action.server";
import type { Route } from "./+types/thread";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(matches, "portal.title.thread", {
      subject: loaderData?.view.thread.subject ?? pageTitle(matches, "portal.messages.conversation"),
    }),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  return withErrorPages(async () => ({ view: await ownerThread(owner, params.threadId) }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = context.get(ownerContext);
  const formData = await request.formData();
  return postMessageAction(formData, (input, files) =>
    postOwnerMessage(owner, params.threadId, input, files),
  );
}

export default function OwnerThread({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  usePolling();
  const t = useT();
  return (
    <>
      <Anchor component={Link} to="/messages" size="sm">
        {t("portal.messages.all")}
      </Anchor>
      <PageHeader
        title={view.thread.subject}
        description={t("portal.messages.with", { company: view.companyName })}
        actions={
          <Group>
            <Badge color={view.thread.status === "done" ? "gray" : "green"} variant="light" size="lg">
              {view.thread.status === "done" ? t("portal.messages.done") : t("portal.messages.open")}
            </Badge>
          </Group>
        }
      />
      <MessageList messages={view.messages} timeZone={view.timeZone} />
      <Composer />
    </>
  );
}
