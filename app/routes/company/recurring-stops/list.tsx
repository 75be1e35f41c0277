import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { customerOption } from "~/domain/customers/customer-options.server";
import {
  listRecurringStops,
  recurringFilters,
  recurringSorts,
} from "~/domain/routing/recurring-stops.server";
import { listTechnicianOptions } from "~/domain/service/stop-lists.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { RecurringStatusBadge, wholeBadge } from "./status-badge";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "routing.recurring.listTitle") },
];
export const ErrorBoundary = RouteErrorBoundary;

const LIST = "/company/recurringServiceStop";

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  // The "New recurring stop" picker is a GET form: the customer chosen leads to their form.
  const newFor = params.get("newFor");
  if (newFor) throw redirect(`${LIST}/createNew/${encodeURIComponent(newFor)}`);
  const query = parseListQuery(params, {
    sorts: recurringSorts,
    defaultSort: "customer",
    filters: recurringFilters,
  });
  return withErrorPages(async () => {
    const [{ rows, total }, technicians, customer] = await Promise.all([
      listRecurringStops(tenant, query),
      listTechnicianOptions(tenant),
      query.filters.customer ? customerOption(tenant, query.filters.customer) : Promise.resolve(null),
    ]);
    return { rows, total, query, technicians, customer, canManage: can(tenant, "routing:manage") };
  });
}

function NewButton() {
  const t = useT();
  return (
    <Button component={Link} to="?pick" leftSection={<IconPlus size={16} aria-hidden />}>
      {t("routing.recurring.new")}
    </Button>
  );
}

/** Step one of a new recurring stop: whose pool. */
function CustomerStep() {
  const t = useT();
  return (
    <Paper withBorder p="lg" mb="lg" component="section" aria-labelledby="pick-title">
      <Stack gap="sm">
        <Text fw={600} id="pick-title">
          {t("routing.recurring.pickTitle")}
        </Text>
        <Text size="sm" c="dimmed">
          <Rich
            k="routing.recurring.pickHint"
            values={{
              link: (chunks) => (
                <Anchor component={Link} to="/company/customers/createNew" underline="always">
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Text>
        <Form method="get">
          <Group align="flex-end" gap="sm">
            <CustomerPicker
              name="newFor"
              label={t("routing.recurring.customer")}
              placeholder={t("routing.recurring.customerPlaceholder")}
              submitOnChange
              style={{ flex: "1 1 260px" }}
            />
            <Button type="submit" variant="default">
              {t("routing.recurring.continue")}
            </Button>
            <Button component={Link} to={LIST} variant="subtle">
              {t("routing.management.cancel")}
            </Button>
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}

export default function RecurringStops({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, technicians, customer, canManage } = loaderData;
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("routing.recurring.listHeading")}
        description={t("routing.recurring.listDescription")}
        actions={canManage && !params.has("pick") ? <NewButton /> : null}
      />
      {canManage && params.has("pick") ? <CustomerStep /> : null}
      <ListToolbar
        searchLabel={t("routing.recurring.search")}
        filters={[
          {
            name: "technician",
            label: t("routing.overview.technician"),
            options: [{ value: "none", label: t("routing.overview.notAssigned") }, ...technicians],
          },
          {
            name: "status",
            label: t("routing.recurring.status"),
            options: [
              { value: "active", label: t("routing.recurring.active") },
              { value: "ended", label: t("routing.recurring.ended") },
            ],
          },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("routing.recurring.noMatch")}>{t("routing.recurring.noMatchHint")}</EmptyState>
        ) : (
          <EmptyState
            title={t("routing.recurring.emptyTitle")}
            action={
              <Button component={Link} to="/company/customers" variant="light">
                {t("routing.recurring.goToCustomers")}
              </Button>
            }
          >
            {t("routing.recurring.emptyBody")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="customer">{t("routing.recurring.customer")}</SortHeader>
                <Table.Th>{t("routing.recurring.address")}</Table.Th>
                <Table.Th>{t("routing.recurring.schedule")}</Table.Th>
                <SortHeader sort="technician">{t("routing.overview.technician")}</SortHeader>
                <Table.Th>{t("routing.recurring.nextVisit")}</Table.Th>
                <Table.Th>{t("routing.recurring.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${LIST}/details/${r.id}`} fw={600}>
                      {r.customerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{[r.address, r.city].filter(Boolean).join(", ")}</Table.Td>
                  <Table.Td>{describeSchedule(t, r)}</Table.Td>
                  <Table.Td>
                    {r.technicianName ?? (
                      <Badge variant="outline" styles={wholeBadge}>
                        {t("routing.recurring.notAssignedBadge")}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {r.nextVisit ? f.calendarDate(r.nextVisit) : "—"}
                  </Table.Td>
                  <Table.Td>
                    <RecurringStatusBadge ended={r.ended} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("routing.recurring.noun")}
      />
    </>
  );
}
