import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { agingBuckets } from "~/core/money";
import { customerStatement } from "~/domain/money/statements.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/statement";
import { agingBucketKeys, paymentMethodKey } from "./money-labels";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "money.statement.title", { customer: loaderData.statement.customer.name })
      : pageTitle(matches, "money.statement.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const url = new URL(request.url);
  return withErrorPages(async () => ({
    statement: await customerStatement(tenant, params.customerId, {
      from: url.searchParams.get("from"),
      to: url.searchParams.get("to"),
    }),
  }));
}

/** Print only the statement: the shell's bars and the page's controls stay on screen. */
const printStyles = `@media print {
  .mantine-AppShell-navbar, .mantine-AppShell-header, [data-no-print] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const s = loaderData.statement;
  const money = (c: number) => f.money(c, { currency: s.currency });
  const range = `from=${s.from}&to=${s.to}`;
  const base = `/company/invoices/statement/${s.customer.id}`;
  return (
    <>
      <style>{printStyles}</style>
      <div data-no-print>
        <PageHeader
          title={t("money.statement.heading", { customer: s.customer.name })}
          description={t("money.statement.description")}
          actions={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
              >
                {t("money.statement.print")}
              </Button>
              <Button
                component="a"
                href={`${base}/pdf?${range}`}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                PDF
              </Button>
              <Button
                component="a"
                href={`${base}/csv?${range}`}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                CSV
              </Button>
            </Group>
          }
        />
        <Form method="get">
          <Group align="flex-end" mb="md">
            <DateRangeFields
              value={{ from: s.from, to: s.to }}
              fromLabel={t("money.statement.from")}
              toLabel={t("money.statement.to")}
            />
            <Button type="submit" variant="default">
              {t("money.statement.show")}
            </Button>
            <Anchor component={Link} to={`/company/invoices?customer=${s.customer.id}`}>
              {t("money.statement.allInvoices", { customer: s.customer.name })}
            </Anchor>
          </Group>
        </Form>
      </div>
      <Paper withBorder p="lg">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <div>
              <Text fw={700}>{s.company.name}</Text>
              {s.company.address ? <Text size="sm">{s.company.address}</Text> : null}
              <Text size="sm">{[s.company.phone, s.company.email].filter(Boolean).join(" · ")}</Text>
            </div>
            <div style={{ textAlign: "right" }}>
              <Title order={2} size="h3">
                {t("money.statement.statement")}
              </Title>
              <Text size="sm">{f.calendarDate(s.today)}</Text>
            </div>
          </Group>
          <div>
            <Text size="sm" c="dimmed">
              {t("money.statement.for")}
            </Text>
            <Text fw={700}>{s.customer.name}</Text>
            {s.customer.address ? <Text size="sm">{s.customer.address}</Text> : null}
          </div>

          <Title order={3} size="h4">
            {t("money.statement.open")}
          </Title>
          {s.invoices.length === 0 ? (
            <Text>{t("money.statement.nothingOwed")}</Text>
          ) : (
            <ScrollRegion label={t("money.statement.openScroll")} minWidth={600}>
              <Table aria-label={t("money.statement.open")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("money.statement.invoice")}</Table.Th>
                    <Table.Th>{t("money.statement.issued")}</Table.Th>
                    <Table.Th>{t("money.statement.due")}</Table.Th>
                    <Table.Th>{t("money.statement.age")}</Table.Th>
                    <Table.Th ta="right">{t("money.statement.total")}</Table.Th>
                    <Table.Th ta="right">{t("money.statement.balance")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.invoices.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/company/invoices/${i.id}`}>
                          {i.label}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{i.issuedOn ?? "—"}</Table.Td>
                      <Table.Td>{f.calendarDate(i.dueOn)}</Table.Td>
                      <Table.Td>{t(agingBucketKeys[i.bucket])}</Table.Td>
                      <Table.Td ta="right">{money(i.totalCents)}</Table.Td>
                      <Table.Td ta="right">{money(i.balanceCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            {agingBuckets.map((b) => (
              <Fact key={b} label={t(agingBucketKeys[b])}>
                {money(s.aging[b])}
              </Fact>
            ))}
            <Fact label={t("money.statement.totalDue")}>{money(s.aging.totalCents)}</Fact>
          </SimpleGrid>

          <Title order={3} size="h4">
            {t("money.statement.received", { range: f.calendarRange(s.from, s.to) })}
          </Title>
          {s.payments.length === 0 ? (
            <Text>{t("money.statement.noPayments")}</Text>
          ) : (
            <Table aria-label={t("money.statement.receivedTable")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("money.statement.date")}</Table.Th>
                  <Table.Th>{t("money.statement.invoice")}</Table.Th>
                  <Table.Th>{t("money.statement.method")}</Table.Th>
                  <Table.Th ta="right">{t("money.statement.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{f.calendarDate(p.receivedOn)}</Table.Td>
                    <Table.Td>{p.invoiceLabel}</Table.Td>
                    <Table.Td>
                      {(() => {
                        const key = paymentMethodKey(p.method);
                        return key ? t(key) : p.method;
                      })()}
                      {p.reference ? ` ${p.reference}` : ""}
                    </Table.Td>
                    <Table.Td ta="right">
                      {money(p.amountCents)}
                      {p.refundedCents
                        ? t("money.statement.refunded", { amount: money(p.refundedCents) })
                        : ""}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text fw={700}>{t("money.statement.receivedTotal", { amount: money(s.receivedCents) })}</Text>
        </Stack>
      </Paper>
    </>
  );
}
