import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { agingBucketLabels, agingBuckets } from "~/core/money";
import { type PaymentMethodOption, paymentMethodLabels } from "~/domain/money/invoice-schemas";
import { customerStatement } from "~/domain/money/statements.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/statement";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Statement${loaderData ? ` — ${loaderData.statement.customer.name}` : ""} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const url = new URL(request.url);
  return domain(async () => ({
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
  const s = loaderData.statement;
  const money = (c: number) => f.money(c, { currency: s.currency });
  const range = `from=${s.from}&to=${s.to}`;
  const base = `/company/invoices/statement/${s.customer.id}`;
  return (
    <>
      <style>{printStyles}</style>
      <div data-no-print>
        <PageHeader
          title={`Statement for ${s.customer.name}`}
          description="What the customer owes now, by age, and what they paid in the period."
          actions={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
              >
                Print
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
            <TextInput type="date" name="from" label="Payments from" defaultValue={s.from} />
            <TextInput type="date" name="to" label="Payments to" defaultValue={s.to} />
            <Button type="submit" variant="default">
              Show
            </Button>
            <Anchor component={Link} to={`/company/invoices?customer=${s.customer.id}`}>
              All invoices of {s.customer.name}
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
                Statement
              </Title>
              <Text size="sm">{f.calendarDate(s.today)}</Text>
            </div>
          </Group>
          <div>
            <Text size="sm" c="dimmed">
              Statement for
            </Text>
            <Text fw={700}>{s.customer.name}</Text>
            {s.customer.address ? <Text size="sm">{s.customer.address}</Text> : null}
          </div>

          <Title order={3} size="h4">
            Open invoices
          </Title>
          {s.invoices.length === 0 ? (
            <Text>Nothing is owed.</Text>
          ) : (
            <ScrollRegion label="Open invoices (scrolls sideways)" minWidth={600}>
              <Table aria-label="Open invoices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Invoice</Table.Th>
                    <Table.Th>Issued</Table.Th>
                    <Table.Th>Due</Table.Th>
                    <Table.Th>Age</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
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
                      <Table.Td>{agingBucketLabels[i.bucket]}</Table.Td>
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
              <Fact key={b} label={agingBucketLabels[b]}>
                {money(s.aging[b])}
              </Fact>
            ))}
            <Fact label="Total due">{money(s.aging.totalCents)}</Fact>
          </SimpleGrid>

          <Title order={3} size="h4">
            Payments received {f.calendarRange(s.from, s.to)}
          </Title>
          {s.payments.length === 0 ? (
            <Text>No payments in this period.</Text>
          ) : (
            <Table aria-label="Payments received">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{f.calendarDate(p.receivedOn)}</Table.Td>
                    <Table.Td>{p.invoiceLabel}</Table.Td>
                    <Table.Td>
                      {paymentMethodLabels[p.method as PaymentMethodOption] ?? p.method}
                      {p.reference ? ` ${p.reference}` : ""}
                    </Table.Td>
                    <Table.Td ta="right">
                      {money(p.amountCents)}
                      {p.refundedCents ? ` (refunded ${money(p.refundedCents)})` : ""}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text fw={700}>Received in the period: {money(s.receivedCents)}</Text>
        </Stack>
      </Paper>
    </>
  );
}
