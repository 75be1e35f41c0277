import { Anchor, Button } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { usePolling } from "~/components/messages/thread";
import { ThreadList } from "~/components/messages/thread-list";
import { ownerContext } from "~/context";
import { ownerCompanies, ownerThreads } from "~/domain/messaging/owner-threads.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.messages") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  const [threads, companies] = await Promise.all([ownerThreads(owner), ownerCompanies(owner)]);
  return { threads, canWrite: companies.length > 0 };
}

export default function OwnerMessages({ loaderData }: Route.ComponentProps) {
  const { threads, canWrite } = loaderData;
  usePolling(10_000);
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("portal.messages.title")}
        description={t("portal.messages.description")}
        actions={
          canWrite ? (
            <Button component={Link} to="/messages/new">
              {t("portal.messages.new")}
            </Button>
          ) : null
        }
      />
      {threads.length ? (
        <ThreadList
          timeZone={threads[0].timeZone}
          hrefOf={(id) => `/messages/${id}`}
          threads={threads.map((thread) => ({ ...thread, withWhom: thread.companyName }))}
        />
      ) : canWrite ? (
        <EmptyState
          title={t("portal.messages.none")}
          action={
            <Anchor component={Link} to="/messages/new">
              {t("portal.dashboard.write")}
            </Anchor>
          }
        >
          {t("portal.messages.noneText")}
        </EmptyState>
      ) : (
        <EmptyState
          title={t("portal.messages.noCompany")}
          action={
            <Anchor component={Link} to="/reedemInviteCode">
              {t("portal.dashboard.redeem")}
            </Anchor>
          }
        >
          {t("portal.messages.noCompanyText")}
        </EmptyState>
      )}
    </>
  );
}
