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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { equipmentCategories, equipmentStatuses } from "~/core/equipment/service";
import { parseListQuery } from "~/core/listing/list-query";
import { customerOption } from "~/domain/customers/customer-options.server";
import { equipmentFilters, equipmentSorts, listEquipment } from "~/domain/equipment/equipment.server";
import { DUE_SOON_DAYS } from "~/domain/equipment/schemas";
import { withErrorPages } from "../../shared/domain-errors.server";
import { equipmentCategoryLabel, equipmentStatusLabel } from "../bodies-of-water/water-labels";
import type { Route } from "./+types/list";
import { DueBadge, StatusBadge } from "./badges";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.equipmentList.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: equipmentSorts,
    defaultSort: "category",
    filters: equipmentFilters,
  });
  return withErrorPages(async () => {
    const { rows, total } = await listEquipment(tenant, query);
    const customer = query.filters.customer ? await customerOption(tenant, query.filters.customer) : null;
    return { rows, total, query, customer };
  });
}

const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function EquipmentList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, customer } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("office.equipmentList.heading")}
        description={t("office.equipmentList.description")}
        actions={<ExportCsvButton href="/company/equipmentList/export.csv" />}
      />
      <ListToolbar
        searchLabel={t("office.equipmentList.search")}
        filters={[
          {
            name: "category",
            label: t("office.equipmentList.category"),
            options: equipmentCategories.map((c) => ({ value: c, label: equipmentCategoryLabel(t, c) })),
          },
          {
            name: "status",
            label: t("office.equipmentList.status"),
            options: equipmentStatuses.map((s) => ({
              value: s,
              label: capitalizeFirst(equipmentStatusLabel(t, s)),
            })),
          },
          {
            name: "due",
            label: t("office.equipmentList.service"),
            options: [
              { value: "due", label: t("office.equipmentList.dueOrOverdue") },
              { value: "soon", label: t("office.equipmentList.dueWithin", { days: DUE_SOON_DAYS }) },
            ],
          },
          {
            name: "archived",
            label: t("office.equipmentList.archived"),
            options: [{ value: "only", label: t("office.equipmentList.archivedOnly") }],
          },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("office.equipmentList.noMatch")}>
            {t("office.equipmentList.noMatchText")}
          </EmptyState>
        ) : (
          <EmptyState title={t("office.equipmentList.empty")}>
            {t("office.equipmentList.emptyText")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="category">{t("office.equipmentList.category")}</SortHeader>
                <Table.Th>{t("office.equipmentList.makeModel")}</Table.Th>
                <SortHeader sort="customer">{t("office.equipmentList.customer")}</SortHeader>
                <Table.Th>{t("office.equipmentList.bodyOfWater")}</Table.Th>
                <Table.Th>{t("office.equipmentList.status")}</Table.Th>
                <SortHeader sort="nextService">{t("office.equipmentList.nextService")}</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/equipment/details/${e.id}`} fw={600}>
                      {equipmentCategoryLabel(t, e.category)}
                    </Anchor>
                    {e.archivedAt ? (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        {t("office.equipment.archivedBadge")}
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
                        {t("office.equipmentList.cleanFilter")}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{[e.make, e.model].filter(Boolean).join(" ") || "—"}</Text>
                    {e.serialNumber ? (
                      <Text size="xs" c="dimmed">
                        {t("office.equipmentList.serial", { serial: e.serialNumber })}
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
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("office.equipmentList.noun")}
      />
    </>
  );
}
