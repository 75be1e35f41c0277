import { Anchor, Badge, Button, Group, Paper, Switch, Table, Text } from "@mantine/core";
import { IconAdjustments } from "@tabler/icons-react";
import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { getNotificationChoices } from "~/domain/accounts/notification-settings.server";
import {
  alertCounts,
  alertListFilters,
  alertSorts,
  assignableMembers,
  listAlerts,
} from "~/domain/alerts/alerts.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { alertsAction } from "./actions.server";
import { AlertStatusBadge, SeverityBadge } from "./badges";
import { AlertFilters } from "./filters";
import { AlertActionsDialog, RowActionsButton } from "./row-actions";

export const meta: Route.MetaFunction = () => [{ title: "Alerts — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: alertSorts,
    defaultSort: "created",
    defaultDir: "desc",
    filters: alertListFilters,
  });
  return domain(async () => {
    const [{ rows, total }, counts, members, choices] = await Promise.all([
      listAlerts(tenant, query),
      alertCounts(tenant),
      assignableMembers(tenant),
      getNotificationChoices(tenant.db, tenant.userId),
    ]);
    return {
      rows,
      total,
      query,
      counts,
      members,
      digest: choices.alertDigest,
      canEditRules: can(tenant, "operations:manage"),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return alertsAction(context.get(tenantContext), request);
}

function DigestChoice({ on }: { on: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p="sm" mb="md">
      <Form method="post">
        <Group justify="space-between" gap="sm">
          <Switch
            name="alertDigest"
            value="on"
            defaultChecked={on}
            label="E-mail me a daily digest of open alerts"
            description="Once a day, from 7:00, when something is open."
          />
          <Button type="submit" name="intent" value="digest" variant="default" size="xs" loading={busy}>
            Save e-mail choice
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, counts, members, digest, canEditRules } = loaderData;
  const [params] = useSearchParams();
  const filtered = [...params.keys()].some((k) => k !== "page" && params.get(k));
  // The alert whose actions dialog is open (one dialog for the page, not forms in every row).
  const [actingOn, setActingOn] = useState<string | null>(null);
  const f = useFormat();
  return (
    <>
      <PageHeader
        title="Alerts"
        description="What needs a person: missed and late stops, readings out of range, equipment due, overdue invoices and more."
        actions={
          canEditRules ? (
            <Button
              component={Link}
              to="/company/alerts/rules"
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              Alert rules
            </Button>
          ) : null
        }
      />
      <Group gap="xs" mb="md" aria-label="Alert counts" role="group">
        <Badge variant="light" color="red" size="lg">
          {counts.open} open
        </Badge>
        <Badge variant="light" color="yellow" size="lg">
          {counts.unresolved - counts.open} acknowledged
        </Badge>
        <Badge variant="light" color="gray" size="lg">
          {counts.mine} assigned to you
        </Badge>
      </Group>
      <DigestChoice on={digest} />
      <AlertFilters members={members} />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No alerts match">Try another status, or clear the filters.</EmptyState>
        ) : (
          <EmptyState title="Nothing needs you right now">
            Alerts appear here when a stop is missed or late, a reading is out of range, equipment is due, an
            invoice is overdue, and more. Choose which ones under Alert rules.
          </EmptyState>
        )
      ) : (
        // Six columns that fit the content area beside the sidebar at 1280 px: when it was created goes under
        // the alert; each row has one Actions button that opens the page's single dialog.
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Severity</Table.Th>
                <Table.Th>Alert</Table.Th>
                <Table.Th>About</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Assigned to</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <SeverityBadge severity={r.severity} />
                  </Table.Td>
                  <Table.Td miw={240}>
                    <Text fw={600} size="sm">
                      {r.title}
                    </Text>
                    {r.detail ? (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {r.detail}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      Created {f.dateTime(r.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.target?.path ? (
                      <Anchor component={Link} to={r.target.path} size="sm">
                        {r.target.label}
                      </Anchor>
                    ) : (
                      <Text size="sm">{r.target?.label ?? "—"}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AlertStatusBadge status={r.status} />
                    {r.resolvedBy ? (
                      <Text size="xs" c="dimmed">
                        by {r.resolvedBy}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.assigneeName ?? "—"}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActionsButton row={r} onOpen={setActingOn} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AlertActionsDialog
        row={rows.find((r) => r.id === actingOn)}
        members={members}
        onClose={() => setActingOn(null)}
      />
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="alerts" />
    </>
  );
}
