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
import { signedInContext } from "~/context";
import { listSupportThreads } from "~/domain/messaging/platform-threads.server";
import { systemContext } from "~/server/ports.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "admin.chat.title") }];
export const ErrorBoundary = RouteErrorBoundary;

const views = {
  open: "admin.chat.viewOpen",
  done: "admin.chat.viewDone",
  all: "admin.chat.viewAll",
} as const;
type View = keyof typeof views;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const url = new URL(request.url);
  const raw = url.searchParams.get("view") ?? "open";
  const view: View = raw in views ? (raw as View) : "open";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const system = await systemContext();
  return withErrorPages(async () => ({
    list: await listSupportThreads(system, user.id, { view, q, page }),
    view,
    q,
  }));
}

export default function LiveChat({ loaderData }: Route.ComponentProps) {
  const { list, view, q } = loaderData;
  const t = useT();
  usePolling(10_000);
  return (
    <>
      <PageHeader
        title={t("admin.chat.heading")}
        description={t("admin.chat.description")}
        actions={
          <Button component={Link} to="/chat-seller/new">
            {t("admin.chat.new")}
          </Button>
        }
      />
      <Group component="nav" aria-label={t("admin.chat.filter")} gap="xs" mb="sm">
        {(Object.keys(views) as View[]).map((v) => (
          <Button
            key={v}
            component={Link}
            to={`?${new URLSearchParams({ view: v, ...(q ? { q } : {}) })}`}
            size="xs"
            variant={v === view ? "filled" : "default"}
            aria-current={v === view ? "page" : undefined}
          >
            {t(views[v])}
          </Button>
        ))}
      </Group>
      <Form method="get" role="search" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
        <input type="hidden" name="view" value={view} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label={t("admin.chat.search")}
            placeholder={t("admin.chat.searchPlaceholder")}
            defaultValue={q}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="default">
            {t("admin.chat.searchButton")}
          </Button>
        </Group>
      </Form>
      {list.rows.length ? (
        <ThreadList
          timeZone="UTC"
          hrefOf={(id) => `/chat-seller/${id}`}
          threads={list.rows.map((t) => ({ ...t, withWhom: t.companyName }))}
        />
      ) : (
        <EmptyState
          title={t(q ? "admin.chat.noMatch" : "admin.chat.empty")}
          action={
            view !== "all" || q ? (
              <Anchor component={Link} to="?view=all">
                {t("admin.chat.showAll")}
              </Anchor>
            ) : null
          }
        >
          {t("admin.chat.emptyText")}
        </EmptyState>
      )}
      <ListPagination
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        noun={t("admin.chat.noun")}
      />
    </>
  );
}
