import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
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
import { listTechnicianOptions } from "~/domain/service/stops.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { RecurringStatusBadge, wholeBadge } from "./status-badge";

export const meta: Route.MetaFunction = () => [{ title: "Recurring Service Stops — Drip Drop" }];
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
  return domain(async () => {
    const [{ rows, total }, technicians, customer] = await Promise.all([
      listRecurringStops(tenant, query),
      listTechnicianOptions(tenant),
      query.filters.customer ? customerOption(tenant, query.filters.customer) : Promise.resolve(null),
    ]);
    return { rows, total, query, technicians, customer, canManage: can(tenant, "routing:manage") };
  });
}

function NewButton({ children = "New recurring stop" }: { children?: string }) {
  return (
    <Button component={Link} to="?pick" leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

/** Step one of a new recurring stop: whose pool. */
function CustomerStep() {
  return (
    <Paper withBorder p="lg" mb="lg" component="section" aria-labelledby="pick-title">
      <Stack gap="sm">
        <Text fw={600} id="pick-title">
          New recurring stop: choose the customer
        </Text>
        <Text size="sm" c="dimmed">
          Recurring service belongs to one of a customer's service locations. Not a customer yet?{" "}
          <Anchor component={Link} to="/company/customers/createNew" underline="always">
            Add the customer
          </Anchor>{" "}
          and their location first.
        </Text>
        <Form method="get">
          <Group align="flex-end" gap="sm">
            <CustomerPicker
              name="newFor"
              label="Customer"
              placeholder="Type a name, phone or address"
              submitOnChange
              style={{ flex: "1 1 260px" }}
            />
            <Button type="submit" variant="default">
              Continue
            </Button>
            <Button component={Link} to={LIST} variant="subtle">
              Cancel
            </Button>
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}

export default function RecurringStops({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, technicians, customer, canManage } = loaderData;
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Recurring Service Stops"
        description="Standing arrangements: which pool is visited how often, by whom. Their visits are scheduled for the coming weeks."
        actions={canManage && !params.has("pick") ? <NewButton /> : null}
      />
      {canManage && params.has("pick") ? <CustomerStep /> : null}
      <ListToolbar
        searchLabel="Search recurring stops"
        filters={[
          {
            name: "technician",
            label: "Technician",
            options: [{ value: "none", label: "Not assigned" }, ...technicians],
          },
          {
            name: "status",
            label: "Status",
            options: [
              { value: "active", label: "Active" },
              { value: "ended", label: "Ended" },
            ],
          },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No recurring stops match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No recurring service yet"
            action={
              <Button component={Link} to="/company/customers" variant="light">
                Go to Customers
              </Button>
            }
          >
            Recurring service starts from a customer's page: open the customer, make sure they have a service
            location, then choose "Recurring service" and pick the weekday.
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="customer">Customer</SortHeader>
                <Table.Th>Address</Table.Th>
                <Table.Th>Schedule</Table.Th>
                <SortHeader sort="technician">Technician</SortHeader>
                <Table.Th>Next visit</Table.Th>
                <Table.Th>Status</Table.Th>
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
                  <Table.Td>{r.schedule}</Table.Td>
                  <Table.Td>
                    {r.technicianName ?? (
                      <Badge variant="outline" styles={wholeBadge}>
                        not assigned
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="recurring stops" />
    </>
  );
}
