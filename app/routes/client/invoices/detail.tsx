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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { wordFor } from "~/core/i18n/word-for";
import { NotFoundError } from "~/domain/errors";
import type { PaymentMethodOption } from "~/domain/money/invoice-schemas";
import { ownerInvoice } from "~/domain/portal/invoices.server";
import { InvoiceStatusBadge } from "../../company/invoices/invoice-badges";
import { LinesTable, TotalsTable } from "../../company/invoices/invoice-lines";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData?.invoice
      ? pageTitle(matches, "portal.title.invoice", { label: loaderData.invoice.label })
      : pageTitle(matches, "portal.title.invoiceUnknown"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

/** How a payment was made, in the page's language (an unknown method keeps its stored label). */
const paymentMethods = {
  check: "portal.invoice.method.check",
  cash: "portal.invoice.method.cash",
  card: "portal.invoice.method.card",
  ach: "portal.invoice.method.ach",
  other: "portal.invoice.method.other",
} as const satisfies Record<PaymentMethodOption, MessageKey>;

/** One of the owner's invoices: lines, totals, payments with their receipts, PDF, pay; anyone else's is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  try {
    return { invoice: await ownerInvoice(owner, params.invoiceId) };
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}

export default function ClientInvoice({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { invoice } = loaderData;
  const money = (c: number) => f.money(c, { currency: invoice.currency });
  return (
    <>
      <PageHeader
        title={t("portal.invoice.title", { label: invoice.label })}
        description={t("portal.invoice.from", { company: invoice.company.name })}
      />
      <Stack maw={860}>
        <Group gap="sm">
          {invoice.payUrl ? (
            <Button
              component="a"
              href={invoice.payUrl}
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              {t("portal.invoice.pay", { amount: money(invoice.balanceCents) })}
            </Button>
          ) : null}
          {invoice.pdfUrl ? (
            <Button
              component="a"
              href={invoice.pdfUrl}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t("portal.invoice.pdf")}
            </Button>
          ) : null}
        </Group>
        {invoice.status === "void" ? (
          <Alert color="gray" title={t("portal.invoice.voided")}>
            {invoice.voidReason
              ? t("portal.invoice.voidedReason", { reason: invoice.voidReason })
              : t("portal.invoice.voidedText")}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label={t("portal.equipment.status")}>
              <InvoiceStatusBadge status={invoice.displayStatus} />
            </Fact>
            <Fact label={t("portal.invoice.issued")}>{f.calendarDate(invoice.issuedOn, "detail")}</Fact>
            <Fact label={t("portal.invoice.due")}>{f.calendarDate(invoice.dueOn, "detail")}</Fact>
            <Fact label={t("portal.invoice.balanceDue")}>
              {invoice.status === "void" ? "—" : money(invoice.balanceCents)}
            </Fact>
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
          {t("portal.invoice.payments")}
        </Title>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("portal.invoice.noPayments")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label={t("portal.invoice.payments")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("portal.invoice.date")}</Table.Th>
                  <Table.Th>{t("portal.invoice.method")}</Table.Th>
                  <Table.Th ta="right">{t("portal.invoice.amount")}</Table.Th>
                  <Table.Th>{t("portal.invoice.receipt")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{f.calendarDate(p.receivedOn, "detail")}</Table.Td>
                    <Table.Td>{wordFor(t, paymentMethods, p.method)}</Table.Td>
                    <Table.Td ta="right">
                      {p.refundedCents > 0
                        ? t("portal.invoice.refunded", {
                            amount: money(p.amountCents),
                            refunded: money(p.refundedCents),
                          })
                        : money(p.amountCents)}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/invoices/${invoice.id}/receipt/${p.id}`}>
                        {t("portal.invoice.receipt")}
                        <VisuallyHidden>
                          {" "}
                          {t("portal.invoice.receiptFor", {
                            amount: money(p.amountCents),
                            date: f.calendarDate(p.receivedOn, "detail"),
                          })}
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
          {t("portal.invoice.all")}
        </Anchor>
      </Stack>
    </>
  );
}
