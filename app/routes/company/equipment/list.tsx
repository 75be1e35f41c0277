import { Anchor, Badge, Table, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  EmptyState,
  ExportCsvButton,
  ListPagination,
  ListToolbar,
  SortHeader,
} from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { equipmentCategories, equipmentStatuses } from "~/core/equipment/service";
import { parseListQuery } from "~/core/listing/list-query";
import { customerOption } from "~/domain/customers/customer-options.server";
import { equipmentFilters, equipmentSorts, listEquipment } from "~/domain/equipment/equipment.server";
import { DUE_SOON_DAYS } from "~/domain/equipment/schemas";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { DueBadge, StatusBadge } from "./badges";

export const meta: Route.MetaFunction = () => [{ title: "Equipment — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: equipmentSorts,
    defaultSort: "category",
    filters: equipmentFilters,
  });
  return domain(async () => {
    const { rows, total } = await listEquipment(tenant, query);
    const customer = query.filters.customer ? await customerOption(tenant, query.filters.customer) : null;
    return { rows, total, query, customer };
  });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function EquipmentList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, customer } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Equipment"
        description="Pumps, filters, heaters and the rest of every pad, with when each is next due for service."
        actions={<ExportCsvButton href="/company/equipmentList/export.csv" />}
      />
      <ListToolbar
        searchLabel="Search equipment"
        filters={[
          {
            name: "category",
            label: "Category",
            options: equipmentCategories.map((c) => ({ value: c, label: capitalize(c) })),
          },
          {
            name: "status",
            label: "Status",
            options: equipmentStatuses.map((s) => ({ value: s, label: capitalize(s) })),
          },
          {
            name: "due",
            label: "Service",
            options: [
              { value: "due", label: "Due or overdue" },
              { value: "soon", label: `Due in the next ${DUE_SOON_DAYS} days` },
            ],
          },
          { name: "archived", label: "Archived", options: [{ value: "only", label: "Archived only" }] },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No equipment matches">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState title="No equipment yet">
            Add equipment from a body of water: open the pool or spa, then choose "Add equipment".
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="category">Category</SortHeader>
                <Table.Th>Make / model</Table.Th>
                <SortHeader sort="customer">Customer</SortHeader>
                <Table.Th>Body of water</Table.Th>
                <Table.Th>Status</Table.Th>
                <SortHeader sort="nextService">Next service</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/equipment/details/${e.id}`} fw={600}>
                      {capitalize(e.category)}
                    </Anchor>
                    {e.archivedAt ? (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        archived
                      </Badge>
                    ) : null}
                    {e.filterStatus.status === "clean filter" ? (
                      <Badge
                        ml="xs"
                        color="orange"
                        variant="light"
                        size="sm"
                        leftSection={<IconAlertTriangle size={12} aria-hidden />}
                      >
                        clean filter
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{[e.make, e.model].filter(Boolean).join(" ") || "—"}</Text>
                    {e.serialNumber ? (
                      <Text size="xs" c="dimmed">
                        S/N {e.serialNumber}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/customers/details/${e.customerId}`}>
                      {e.customerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/bodiesOfWater/details/${e.bodyOfWaterId}`}>
                      {e.bodyOfWaterName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={e.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {f.calendarDate(e.nextServiceOn)}
                    </Text>
                    <DueBadge due={e.due} dueSoon={e.dueSoon} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="pieces of equipment" />
    </>
  );
}
