import { Anchor, Badge, Button, Group, Paper, Switch, Table, Text } from "@mantine/core";
import { IconAdjustments } from "@tabler/icons-react";
import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
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
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { alertsAction } from "./actions.server";
import { AlertStatusBadge, SeverityBadge } from "./badges";
import { AlertFilters } from "./filters";
import { AlertActionsDialog, RowActionsButton } from "./row-actions";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "team.alerts.title") }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: alertSorts,
    defaultSort: "created",
    defaultDir: "desc",
    filters: alertListFilters,
  });
  return withErrorPages(async () => {
    const [{ rows, total }, counts, members, choices] = await Promise.all([
      listAlerts(tenant, query),
      alertCounts(tenant),
      assignableMembers(tenant),
      getNotificationChoices(tenant),
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
  const t = useT();
  return (
    <Paper withBorder p="sm" mb="md">
      <Form method="post">
        <Group justify="space-between" gap="sm">
          <Switch
            name="alertDigest"
            value="on"
            defaultChecked={on}
            label={t("team.alerts.digest")}
            description={t("team.alerts.digestHelp")}
          />
          <Button type="submit" name="intent" value="digest" variant="default" size="xs" loading={busy}>
            {t("team.alerts.digestSave")}
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
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("team.alerts.heading")}
        description={t("team.alerts.description")}
        actions={
          canEditRules ? (
            <Button
              component={Link}
              to="/company/alerts/rules"
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              {t("team.alerts.rulesLink")}
            </Button>
          ) : null
        }
      />
      <Group gap="xs" mb="md" aria-label={t("team.alerts.counts")} role="group">
        <Badge variant="light" color="red" size="lg">
          {t("team.alerts.countOpen", { count: counts.open })}
        </Badge>
        <Badge variant="light" color="yellow" size="lg">
          {t("team.alerts.countAcknowledged", { count: counts.unresolved - counts.open })}
        </Badge>
        <Badge variant="light" color="gray" size="lg">
          {t("team.alerts.countMine", { count: counts.mine })}
        </Badge>
      </Group>
      <DigestChoice on={digest} />
      <AlertFilters members={members} />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("team.alerts.noMatch")}>{t("team.alerts.noMatchHelp")}</EmptyState>
        ) : (
          <EmptyState title={t("team.alerts.empty")}>{t("team.alerts.emptyHelp")}</EmptyState>
        )
      ) : (
        // Six columns that fit the content area beside the sidebar at 1280 px: when it was created goes under
        // the alert; each row has one Actions button that opens the page's single dialog.
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("team.alerts.severityLabel")}</Table.Th>
                <Table.Th>{t("team.alerts.alert")}</Table.Th>
                <Table.Th>{t("team.alerts.about")}</Table.Th>
                <Table.Th>{t("team.alerts.statusLabel")}</Table.Th>
                <Table.Th>{t("team.alerts.assignedTo")}</Table.Th>
                <Table.Th>{t("team.alerts.actions")}</Table.Th>
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
                      {t.text(r.title)}
                    </Text>
                    {r.detail ? (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {t.text(r.detail)}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {t("team.alerts.created", { time: f.dateTime(r.createdAt) })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.target?.path ? (
                      <Anchor component={Link} to={r.target.path} size="sm">
                        {t.text(r.target.label)}
                      </Anchor>
                    ) : (
                      <Text size="sm">{r.target ? t.text(r.target.label) : "—"}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AlertStatusBadge status={r.status} />
                    {r.resolvedBy ? (
                      <Text size="xs" c="dimmed">
                        {t("team.alerts.resolvedBy", { name: r.resolvedBy })}
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
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("builder.nouns.alerts")}
      />
    </>
  );
}
