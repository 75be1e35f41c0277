import { Anchor, Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { usePolling } from "~/components/messages/thread";
import { ThreadList } from "~/components/messages/thread-list";
import { tenantContext } from "~/context";
import { inboxViewLabels, inboxViews, parseInboxView } from "~/domain/messaging/schemas";
import { listThreads } from "~/domain/messaging/threads.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => [{ title: "Messages — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const url = new URL(request.url);
  const view = parseInboxView(url.searchParams.get("view"));
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return domain(async () => ({
    list: await listThreads(tenant, { view, q, page }),
    view,
    q,
    timeZone: tenant.timeZone,
    canWrite: can(tenant, "messages:write"),
  }));
}

const kindLabel = { team: "Team", platform: "Drip Drop support" } as const;

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { list, view, q, timeZone, canWrite } = loaderData;
  usePolling(10_000);
  const hrefFor = (v: string) => `?${new URLSearchParams({ view: v, ...(q ? { q } : {}) })}`;
  return (
    <>
      <PageHeader
        title="Messages"
        description="Conversations with your customers, your team and Drip Drop support."
        actions={
          canWrite ? (
            <Button component={Link} to="/company/messages/new">
              New message
            </Button>
          ) : null
        }
      />
      <Group component="nav" aria-label="Filter conversations" gap="xs" mb="sm" wrap="wrap">
        {inboxViews.map((v) => (
          <Button
            key={v}
            component={Link}
            to={hrefFor(v)}
            size="xs"
            variant={v === view ? "filled" : "default"}
            aria-current={v === view ? "page" : undefined}
          >
            {inboxViewLabels[v]}
          </Button>
        ))}
      </Group>
      <Form method="get" role="search" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
        <input type="hidden" name="view" value={view} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label="Search messages"
            placeholder="Subject, customer or text"
            defaultValue={q}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </Form>
      {list.rows.length === 0 ? (
        <EmptyState
          title={q ? "No conversation matches" : "No conversation here"}
          action={
            q || view !== "all" ? (
              <Anchor component={Link} to="?view=all">
                Show all conversations
              </Anchor>
            ) : null
          }
        >
          {q
            ? "Try other words, or another filter."
            : "When a pool owner writes to you, or you write to a customer or your team, the conversation shows up here."}
        </EmptyState>
      ) : (
        <ThreadList
          timeZone={timeZone}
          hrefOf={(id) => `/company/messages/${id}`}
          threads={list.rows.map((t) => ({
            ...t,
            withWhom: t.kind === "customer" ? (t.customerName ?? "Customer") : kindLabel[t.kind],
            assignedName: t.kind === "team" ? undefined : t.assignedName,
          }))}
        />
      )}
      <ListPagination total={list.total} page={list.page} pageSize={list.pageSize} noun="conversations" />
    </>
  );
}
