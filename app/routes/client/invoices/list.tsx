import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListPagination } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { ownerInvoices } from "~/domain/portal/invoices.server";
import { InvoiceStatusBadge } from "../../company/invoices/invoice-badges";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.invoices") },
];
export const ErrorBoundary = RouteErrorBoundary;

const PAGE_SIZE = 20;
const views = {
  open: "portal.invoices.view.open",
  paid: "portal.invoices.view.paid",
  all: "portal.invoices.view.all",
} as const;
type View = keyof typeof views;

/** The owner's invoices from every linked company: what is left to pay first, then the rest. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  const params = new URL(request.url).searchParams;
  const view: View = params.get("show") === "paid" ? "paid" : params.get("show") === "all" ? "all" : "open";
  const all = await ownerInvoices(owner);
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
  const t = useT();
  const { view, rows, total, page, owed, hasAny } = loaderData;
  return (
    <>
      <PageHeader
        title={t("portal.invoices.title")}
        description={owed ? t("portal.invoices.owed", { count: owed }) : t("portal.invoices.description")}
      />
      {!hasAny ? (
        <EmptyState title={t("portal.invoices.empty")}>{t("portal.invoices.emptyText")}</EmptyState>
      ) : (
        <Stack>
          <Group gap="xs" role="group" aria-label={t("portal.invoices.which")}>
            {(Object.keys(views) as View[]).map((v) => (
              <Button
                key={v}
                component={Link}
                to={`?show=${v}`}
                size="xs"
                variant={v === view ? "filled" : "default"}
                aria-current={v === view ? "page" : undefined}
              >
                {t(views[v])}
              </Button>
            ))}
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed">
              {view === "open" ? t("portal.invoices.settled") : t("portal.invoices.none")}
            </Text>
          ) : (
            <StackedTable
              label={t("portal.invoices.title")}
              rows={rows}
              rowKey={(i) => i.id}
              columns={[
                {
                  header: t("portal.invoices.invoice"),
                  title: true,
                  cell: (i) => (
                    <Anchor component={Link} to={`/invoices/${i.id}`} fw={600}>
                      {i.label}
                    </Anchor>
                  ),
                },
                { header: t("portal.invoices.company"), cell: (i) => i.companyName },
                {
                  header: t("portal.equipment.status"),
                  nowrap: true,
                  cell: (i) => <InvoiceStatusBadge status={i.displayStatus} />,
                },
                { header: t("portal.invoice.issued"), cell: (i) => f.calendarDate(i.issuedOn) },
                { header: t("portal.invoice.due"), cell: (i) => f.calendarDate(i.dueOn) },
                {
                  header: t("portal.invoices.total"),
                  align: "right",
                  nowrap: true,
                  cell: (i) => f.money(i.totalCents, { currency: i.currency }),
                },
                {
                  header: t("portal.invoices.balance"),
                  align: "right",
                  nowrap: true,
                  cell: (i) => f.money(i.balanceCents, { currency: i.currency }),
                },
              ]}
            />
          )}
          <ListPagination total={total} page={page} pageSize={PAGE_SIZE} noun={t("portal.invoices.noun")} />
        </Stack>
      )}
    </>
  );
}
