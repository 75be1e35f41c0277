import { Anchor, Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { usePolling } from "~/components/messages/thread";
import { ThreadList } from "~/components/messages/thread-list";
import { tenantContext } from "~/context";
import { inboxViewLabels, inboxViews, parseInboxView } from "~/domain/messaging/schemas";
import { listThreads } from "~/domain/messaging/threads.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "team.messages.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const url = new URL(request.url);
  const view = parseInboxView(url.searchParams.get("view"));
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return withErrorPages(async () => ({
    list: await listThreads(tenant, { view, q, page }),
    view,
    q,
    timeZone: tenant.timeZone,
    canWrite: can(tenant, "messages:write"),
  }));
}

const kindLabel = { team: "team.messages.kind.team", platform: "team.messages.kind.platform" } as const;

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { list, view, q, timeZone, canWrite } = loaderData;
  usePolling(10_000);
  const t = useT();
  const hrefFor = (v: string) => `?${new URLSearchParams({ view: v, ...(q ? { q } : {}) })}`;
  return (
    <>
      <PageHeader
        title={t("team.messages.heading")}
        description={t("team.messages.description")}
        actions={
          canWrite ? (
            <Button component={Link} to="/company/messages/new">
              {t("team.messages.new")}
            </Button>
          ) : null
        }
      />
      <Group component="nav" aria-label={t("team.messages.filter")} gap="xs" mb="sm" wrap="wrap">
        {inboxViews.map((v) => (
          <Button
            key={v}
            component={Link}
            to={hrefFor(v)}
            size="xs"
            variant={v === view ? "filled" : "default"}
            aria-current={v === view ? "page" : undefined}
          >
            {t(inboxViewLabels[v])}
          </Button>
        ))}
      </Group>
      <Form method="get" role="search" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
        <input type="hidden" name="view" value={view} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label={t("team.messages.search")}
            placeholder={t("team.messages.searchPlaceholder")}
            defaultValue={q}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="default">
            {t("team.messages.searchButton")}
          </Button>
        </Group>
      </Form>
      {list.rows.length === 0 ? (
        <EmptyState
          title={q ? t("team.messages.noMatch") : t("team.messages.empty")}
          action={
            q || view !== "all" ? (
              <Anchor component={Link} to="?view=all">
                {t("team.messages.showAll")}
              </Anchor>
            ) : null
          }
        >
          {q ? t("team.messages.noMatchHelp") : t("team.messages.emptyHelp")}
        </EmptyState>
      ) : (
        <ThreadList
          timeZone={timeZone}
          hrefOf={(id) => `/company/messages/${id}`}
          threads={list.rows.map((r) => ({
            ...r,
            withWhom:
              r.kind === "customer" ? (r.customerName ?? t("team.messages.customer")) : t(kindLabel[r.kind]),
            assignedName: r.kind === "team" ? undefined : r.assignedName,
          }))}
        />
      )}
      <ListPagination
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        noun={t("builder.nouns.conversations")}
      />
    </>
  );
}
