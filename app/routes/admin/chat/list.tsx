import { Anchor, Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { usePolling } from "~/components/messages/thread";
import { ThreadList } from "~/components/messages/thread-list";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { listSupportThreads } from "~/domain/messaging/platform-threads.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Live Chat — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

const views = { open: "Open", done: "Done", all: "All" } as const;
type View = keyof typeof views;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const url = new URL(request.url);
  const raw = url.searchParams.get("view") ?? "open";
  const view: View = raw in views ? (raw as View) : "open";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const database = await db();
  return domain(async () => ({
    list: await listSupportThreads(database, user.id, { view, q, page }),
    view,
    q,
  }));
}

export default function LiveChat({ loaderData }: Route.ComponentProps) {
  const { list, view, q } = loaderData;
  usePolling(10_000);
  return (
    <>
      <PageHeader
        title="Live Chat"
        description="Support conversations with the companies on Drip Drop."
        actions={
          <Button component={Link} to="/chat-seller/new">
            New conversation
          </Button>
        }
      />
      <Group component="nav" aria-label="Filter conversations" gap="xs" mb="sm">
        {(Object.keys(views) as View[]).map((v) => (
          <Button
            key={v}
            component={Link}
            to={`?${new URLSearchParams({ view: v, ...(q ? { q } : {}) })}`}
            size="xs"
            variant={v === view ? "filled" : "default"}
            aria-current={v === view ? "page" : undefined}
          >
            {views[v]}
          </Button>
        ))}
      </Group>
      <Form method="get" role="search" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
        <input type="hidden" name="view" value={view} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label="Search conversations"
            placeholder="Company, subject or text"
            defaultValue={q}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="default">
            Search
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
          title={q ? "No conversation matches" : "No conversation here"}
          action={
            view !== "all" || q ? (
              <Anchor component={Link} to="?view=all">
                Show all conversations
              </Anchor>
            ) : null
          }
        >
          When a company writes to support from its Messages page, or you start a conversation, it shows up
          here.
        </EmptyState>
      )}
      <ListPagination total={list.total} page={list.page} pageSize={list.pageSize} noun="conversations" />
    </>
  );
}
