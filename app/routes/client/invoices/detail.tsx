import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCreditCard, IconDownload } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { NotFoundError } from "~/domain/errors";
import { paymentMethodLabels } from "~/domain/money/invoice-schemas";
import { ownerInvoice } from "~/domain/portal/invoices.server";
import { InvoiceStatusBadge } from "../../company/invoices/invoice-badges";
import { LinesTable, TotalsTable } from "../../company/invoices/invoice-lines";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.invoice ? `Invoice ${loaderData.invoice.label}` : "Invoice"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

/** One of the owner's invoices: lines, totals, payments with their receipts, PDF, pay; anyone else's is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  try {
    return { invoice: await ownerInvoice(await db(), user.id, params.invoiceId) };
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}

export default function ClientInvoice({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { invoice } = loaderData;
  const money = (c: number) => f.money(c, { currency: invoice.currency });
  return (
    <>
      <PageHeader title={`Invoice ${invoice.label}`} description={`From ${invoice.company.name}`} />
      <Stack maw={860}>
        <Group gap="sm">
          {invoice.payUrl ? (
            <Button
              component="a"
              href={invoice.payUrl}
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              Pay {money(invoice.balanceCents)}
            </Button>
          ) : null}
          {invoice.pdfUrl ? (
            <Button
              component="a"
              href={invoice.pdfUrl}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download PDF
            </Button>
          ) : null}
        </Group>
        {invoice.status === "void" ? (
          <Alert color="gray" title="This invoice was voided">
            Nothing is owed on it.{invoice.voidReason ? ` Reason: ${invoice.voidReason}` : ""}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Status">
              <InvoiceStatusBadge status={invoice.displayStatus} />
            </Fact>
            <Fact label="Issued">{f.calendarDate(invoice.issuedOn, "detail")}</Fact>
            <Fact label="Due">{f.calendarDate(invoice.dueOn, "detail")}</Fact>
            <Fact label="Balance due">{invoice.status === "void" ? "—" : money(invoice.balanceCents)}</Fact>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <LinesTable lines={invoice.lines} money={money} />
          <TotalsTable
            totals={invoice}
            money={money}
            paidCents={invoice.paidCents}
            creditedCents={invoice.creditedCents}
            balanceCents={invoice.status === "void" ? undefined : invoice.balanceCents}
          />
        </Paper>
        <Title order={2} size="h4">
          Payments
        </Title>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            No payment recorded yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label="Payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{f.calendarDate(p.receivedOn, "detail")}</Table.Td>
                    <Table.Td>
                      {paymentMethodLabels[p.method as keyof typeof paymentMethodLabels] ?? p.method}
                    </Table.Td>
                    <Table.Td ta="right">
                      {money(p.amountCents)}
                      {p.refundedCents > 0 ? ` (${money(p.refundedCents)} refunded)` : ""}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/invoices/${invoice.id}/receipt/${p.id}`}>
                        Receipt
                        <VisuallyHidden>
                          {" "}
                          for {money(p.amountCents)} on {f.calendarDate(p.receivedOn, "detail")}
                        </VisuallyHidden>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Anchor component={Link} to="/invoices">
          All invoices
        </Anchor>
      </Stack>
    </>
  );
}
