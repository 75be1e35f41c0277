import { Anchor, Badge, Button, Group, Table, Tabs, Text, TextInput } from "@mantine/core";
import { IconPaperclip, IconPlus } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
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
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { LineWhere } from "./format";

export const meta: Route.MetaFunction = () => [{ title: "Purchased items — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") === "items" ? "items" : "receipts";
  const canRecord = can(tenant, "operations:write") || can(tenant, "operations:work");
  return domain(async () => {
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

function NewButton({ children = "New receipt" }: { children?: string }) {
  return (
    <Button
      component={Link}
      to="/company/purchasedItems/createNew"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

export default function Purchases({ loaderData }: Route.ComponentProps) {
  const { tab, canRecord } = loaderData;
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Purchased items"
        description="Receipts from your vendors, and where each purchased item went."
        actions={canRecord ? <NewButton /> : null}
      />
      <Tabs
        value={tab}
        onChange={(v) => navigate(v === "items" ? "?tab=items" : "?")}
        mb="md"
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="receipts">Receipts</Tabs.Tab>
          <Tabs.Tab value="items">Purchased items</Tabs.Tab>
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
  const { rows, total, query, vendors, buyers } = data;
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <ListToolbar
        searchLabel="Search receipts"
        filters={[
          { name: "vendor", label: "Vendor", options: vendors },
          { name: "technician", label: "Bought by", options: buyers },
        ]}
      >
        <TextInput type="date" name="from" label="From" defaultValue={params.get("from") ?? ""} w={160} />
        <TextInput type="date" name="to" label="To" defaultValue={params.get("to") ?? ""} w={160} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No receipts match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No receipts yet"
            action={canRecord ? <NewButton>Record a receipt</NewButton> : null}
          >
            Record what you buy from vendors: the lines, tax and total, with a photo of the receipt. Billable
            lines wait under "Billable, not yet invoiced" until they are invoiced.
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="date">Date</SortHeader>
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Receipt</Table.Th>
                <Table.Th>Bought by</Table.Th>
                <Table.Th ta="right">Lines</Table.Th>
                <SortHeader sort="total">Total</SortHeader>
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
                      {r.hasFile ? <IconPaperclip size={14} aria-label="has a photo or PDF" /> : null}
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="receipts" />
    </>
  );
}

function LineList({ data, currency }: { data: NonNullable<LoaderData["items"]>; currency: string }) {
  const f = useFormat();
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
          Billable, not yet invoiced
        </Button>
        <Text size="sm" c="dimmed">
          What invoicing still has to bill to customers.
        </Text>
      </Group>
      <ListToolbar
        searchLabel="Search purchased items"
        filters={[
          {
            name: "billing",
            label: "Billing",
            options: [
              { value: "uninvoiced", label: "Billable, not yet invoiced" },
              { value: "billable", label: "Billable" },
              { value: "invoiced", label: "Invoiced" },
            ],
          },
          {
            name: "returned",
            label: "Returned",
            options: [
              { value: "yes", label: "Returned" },
              { value: "no", label: "Not returned" },
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
        <EmptyState title={filtered ? "No purchased items match" : "No purchased items yet"}>
          {filtered
            ? "Try fewer words, or clear the filters."
            : "The lines of your receipts show up here, with the customer or job each one went to."}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="description">Item</SortHeader>
                <SortHeader sort="date">Date</SortHeader>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Went to</Table.Th>
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
                        returned
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {l.vendorName ?? "No vendor"}
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="purchased items" />
    </>
  );
}
