import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { ownerInvoices } from "~/domain/portal/invoices.server";
import { InvoiceStatusBadge } from "../../company/invoices/invoice-badges";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Invoices — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

const PAGE_SIZE = 20;
const views = { open: "To pay", paid: "Paid", all: "All" } as const;
type View = keyof typeof views;

/** The owner's invoices from every linked company: what is left to pay first, then the rest. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const params = new URL(request.url).searchParams;
  const view: View = params.get("show") === "paid" ? "paid" : params.get("show") === "all" ? "all" : "open";
  const all = await ownerInvoices(await db(), user.id);
  const shown = all.filter((i) =>
    view === "all" ? true : view === "paid" ? i.status === "paid" : i.balanceCents > 0,
  );
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return {
    view,
    hasAny: all.length > 0,
    owed: all.filter((i) => i.balanceCents > 0).length,
    total: shown.length,
    page,
    rows: shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
  };
}

export default function ClientInvoices({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { view, rows, total, page, owed, hasAny } = loaderData;
  return (
    <>
      <PageHeader
        title="Invoices"
        description={
          owed
            ? `${owed} invoice${owed === 1 ? "" : "s"} to pay. Open one for its PDF, payments and receipts.`
            : "Your pool companies' invoices, their PDFs, payments and receipts."
        }
      />
      {!hasAny ? (
        <EmptyState title="No invoices yet">
          When your pool company sends you an invoice, it shows up here with its PDF and a way to pay.
        </EmptyState>
      ) : (
        <Stack>
          <Group gap="xs" role="group" aria-label="Which invoices">
            {(Object.keys(views) as View[]).map((v) => (
              <Button
                key={v}
                component={Link}
                to={`?show=${v}`}
                size="xs"
                variant={v === view ? "filled" : "default"}
                aria-current={v === view ? "page" : undefined}
              >
                {views[v]}
              </Button>
            ))}
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed">
              {view === "open" ? "Nothing to pay: every invoice is settled." : "None here."}
            </Text>
          ) : (
            <StackedTable
              label="Invoices"
              rows={rows}
              rowKey={(i) => i.id}
              columns={[
                {
                  header: "Invoice",
                  title: true,
                  cell: (i) => (
                    <Anchor component={Link} to={`/invoices/${i.id}`} fw={600}>
                      {i.label}
                    </Anchor>
                  ),
                },
                { header: "Company", cell: (i) => i.companyName },
                {
                  header: "Status",
                  nowrap: true,
                  cell: (i) => <InvoiceStatusBadge status={i.displayStatus} />,
                },
                { header: "Issued", cell: (i) => f.calendarDate(i.issuedOn) },
                { header: "Due", cell: (i) => f.calendarDate(i.dueOn) },
                {
                  header: "Total",
                  align: "right",
                  nowrap: true,
                  cell: (i) => f.money(i.totalCents, { currency: i.currency }),
                },
                {
                  header: "Balance",
                  align: "right",
                  nowrap: true,
                  cell: (i) => f.money(i.balanceCents, { currency: i.currency }),
                },
              ]}
            />
          )}
          <ListPagination total={total} page={page} pageSize={PAGE_SIZE} noun="invoices" />
        </Stack>
      )}
    </>
  );
}
