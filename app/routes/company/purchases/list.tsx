import { Anchor, Badge, Button, Group, Table, Tabs, Text } from "@mantine/core";
import { IconPaperclip, IconPlus } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { lineAmountCents } from "~/core/operations/job-money";
import {
  lineFilters,
  lineSorts,
  listBuyerOptions,
  listPurchasedItems,
  listReceipts,
  receiptFilters,
  receiptFormOptions,
  receiptSorts,
} from "~/domain/operations/purchases.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { LineWhere } from "./format";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.purchases.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") === "items" ? "items" : "receipts";
  const canRecord = can(tenant, "operations:write") || can(tenant, "operations:work");
  return withErrorPages(async () => {
    if (tab === "items") {
      const query = parseListQuery(params, {
        sorts: lineSorts,
        defaultSort: "date",
        defaultDir: "desc",
        filters: lineFilters,
      });
      const { rows, total } = await listPurchasedItems(tenant, query);
      return { tab, items: { rows, total, query }, receipts: null, canRecord, currency: tenant.currency };
    }
    const query = parseListQuery(params, {
      sorts: receiptSorts,
      defaultSort: "date",
      defaultDir: "desc",
      filters: receiptFilters,
    });
    const [{ rows, total }, { vendors }, buyers] = await Promise.all([
      listReceipts(tenant, query),
      receiptFormOptions(tenant),
      listBuyerOptions(tenant),
    ]);
    return {
      tab,
      receipts: { rows, total, query, vendors, buyers },
      items: null,
      canRecord,
      currency: tenant.currency,
    };
  });
}

function NewButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to="/company/purchasedItems/createNew"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {children ?? t("purchasing.purchases.new")}
    </Button>
  );
}

export default function Purchases({ loaderData }: Route.ComponentProps) {
  const { tab, canRecord } = loaderData;
  const navigate = useNavigate();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("purchasing.purchases.heading")}
        description={t("purchasing.purchases.description")}
        actions={canRecord ? <NewButton /> : null}
      />
      <Tabs
        value={tab}
        onChange={(v) => navigate(v === "items" ? "?tab=items" : "?")}
        mb="md"
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="receipts">{t("purchasing.purchases.receiptsTab")}</Tabs.Tab>
          <Tabs.Tab value="items">{t("purchasing.purchases.itemsTab")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {loaderData.receipts ? (
        <ReceiptList data={loaderData.receipts} canRecord={canRecord} currency={loaderData.currency} />
      ) : null}
      {loaderData.items ? <LineList data={loaderData.items} currency={loaderData.currency} /> : null}
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function ReceiptList({
  data,
  canRecord,
  currency,
}: {
  data: NonNullable<LoaderData["receipts"]>;
  canRecord: boolean;
  currency: string;
}) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, vendors, buyers } = data;
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <ListToolbar
        searchLabel={t("purchasing.receipts.search")}
        filters={[
          { name: "vendor", label: t("purchasing.receipts.vendor"), options: vendors },
          { name: "technician", label: t("purchasing.receipts.boughtBy"), options: buyers },
        ]}
      >
        <DateRangeFields
          params={params}
          fromLabel={t("purchasing.receipts.from")}
          toLabel={t("purchasing.receipts.to")}
        />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("purchasing.receipts.noMatch")}>
            {t("purchasing.receipts.noMatchText")}
          </EmptyState>
        ) : (
          <EmptyState
            title={t("purchasing.receipts.empty")}
            action={canRecord ? <NewButton>{t("purchasing.receipts.record")}</NewButton> : null}
          >
            {t("purchasing.receipts.emptyText")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="date">{t("purchasing.receipts.date")}</SortHeader>
                <Table.Th>{t("purchasing.receipts.vendor")}</Table.Th>
                <Table.Th>{t("purchasing.receipts.receipt")}</Table.Th>
                <Table.Th>{t("purchasing.receipts.boughtBy")}</Table.Th>
                <Table.Th ta="right">{t("purchasing.receipts.lines")}</Table.Th>
                <SortHeader sort="total">{t("purchasing.receipts.total")}</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Anchor component={Link} to={`/company/receipts/detail/${r.id}`} fw={600}>
                      {f.calendarDate(r.purchasedOn)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.vendorName ?? "—"}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {r.receiptNumber ?? "—"}
                      {r.hasFile ? (
                        <IconPaperclip size={14} aria-label={t("purchasing.receipts.hasFile")} />
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{r.buyerName ?? "—"}</Table.Td>
                  <Table.Td ta="right">{r.lineCount}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.money(r.totalCents, { currency })}</Table.Td>
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
        noun={t("purchasing.receipts.noun")}
      />
    </>
  );
}

function LineList({ data, currency }: { data: NonNullable<LoaderData["items"]>; currency: string }) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query } = data;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const billableView = query.filters.billing === "uninvoiced";
  return (
    <>
      <Group mb="sm" gap="xs">
        <Button
          component={Link}
          to={billableView ? "?tab=items" : "?tab=items&billing=uninvoiced"}
          variant={billableView ? "filled" : "light"}
          size="xs"
          aria-current={billableView ? "page" : undefined}
        >
          {t("purchasing.lines.uninvoiced")}
        </Button>
        <Text size="sm" c="dimmed">
          {t("purchasing.lines.uninvoicedText")}
        </Text>
      </Group>
      <ListToolbar
        searchLabel={t("purchasing.lines.search")}
        filters={[
          {
            name: "billing",
            label: t("purchasing.lines.billing"),
            options: [
              { value: "uninvoiced", label: t("purchasing.lines.uninvoiced") },
              { value: "billable", label: t("purchasing.lines.billable") },
              { value: "invoiced", label: t("purchasing.lines.invoiced") },
            ],
          },
          {
            name: "returned",
            label: t("purchasing.lines.returned"),
            options: [
              { value: "yes", label: t("purchasing.lines.returned") },
              { value: "no", label: t("purchasing.lines.notReturned") },
            ],
          },
        ]}
      >
        <input type="hidden" name="tab" value="items" />
        {query.filters.customer ? (
          <input type="hidden" name="customer" value={query.filters.customer} />
        ) : null}
      </ListToolbar>
      {rows.length === 0 ? (
        <EmptyState title={filtered ? t("purchasing.lines.noMatch") : t("purchasing.lines.empty")}>
          {filtered ? t("purchasing.lines.noMatchText") : t("purchasing.lines.emptyText")}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="description">{t("purchasing.lines.item")}</SortHeader>
                <SortHeader sort="date">{t("purchasing.lines.date")}</SortHeader>
                <Table.Th ta="right">{t("purchasing.lines.qty")}</Table.Th>
                <Table.Th ta="right">{t("purchasing.lines.amount")}</Table.Th>
                <Table.Th>{t("purchasing.lines.wentTo")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/purchasedItems/detail/${l.id}`} fw={600}>
                      {l.description}
                    </Anchor>
                    {l.returned ? (
                      <Badge ml="xs" color="orange" variant="light" size="sm">
                        {t("purchasing.lines.returnedBadge")}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {l.vendorName ?? t("purchasing.lines.noVendor")}
                      {l.receiptNumber ? ` · ${l.receiptNumber}` : ""}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.calendarDate(l.purchasedOn)}</Table.Td>
                  <Table.Td ta="right">{f.number(l.quantity, { maximumFractionDigits: 3 })}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {f.money(lineAmountCents(l.quantity, l.unitCostCents), { currency })}
                  </Table.Td>
                  <Table.Td>
                    <LineWhere line={l} />
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
        noun={t("purchasing.lines.noun")}
      />
    </>
  );
}
