import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { data } from "react-router";
import { PublicCompanyFormat, useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import { paymentTermsLabels } from "~/core/money";
import { db } from "~/db/client.server";
import { getPublicInvoice } from "~/domain/money/invoices-document.server";
import { payOnlineFor } from "~/domain/money/stripe-checkout.server";
import { InvoiceStatusBadge } from "../company/invoices/invoice-badges";
import { LinesTable, TotalsTable } from "../company/invoices/invoice-lines";
import type { Route } from "./+types/invoice";
import { PayOnline } from "./payment-pay-online";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.invoice
      ? `Invoice ${loaderData.invoice.label} from ${loaderData.invoice.company.name} — Drip Drop`
      : "Invoice not found — Drip Drop",
  },
  { name: "robots", content: "noindex" },
];

/**
 * The pool owner's invoice link: no sign-in, the token is the key; a draft or an unknown link is "not found".
 * `payOnline` is the Stripe "Pay online" box's data: filled by the payments area, rendered where marked below.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const database = await db();
  const invoice = await getPublicInvoice(database, params.token);
  if (!invoice) return data({ invoice: null, payOnline: null }, { status: 404 });
  return { invoice, payOnline: await payOnlineFor(database, params.token) };
}

function PublicInvoiceBody({ loaderData, params }: Route.ComponentProps) {
  const f = useFormat();
  const { invoice } = loaderData;
  if (!invoice)
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Invoice not found
        </Title>
        <Text>
          This invoice link is not valid. Use the link in the latest e-mail, or contact the company that sent
          it.
        </Text>
      </Container>
    );
  const money = (c: number) => f.money(c, { currency: invoice.currency });
  const open = invoice.status === "open" || invoice.status === "uncollectible";
  const owes = open && invoice.balanceCents > 0;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Invoice {invoice.label}</Title>
            <Text c="dimmed">
              From {invoice.company.name} for {invoice.customer.name}
            </Text>
          </div>
          <Button
            component="a"
            href={`/invoice/${encodeURIComponent(params.token)}/pdf`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download PDF
          </Button>
        </Group>
        {invoice.status === "void" ? (
          <Alert color="gray" title="This invoice was voided">
            Nothing is owed on it.{invoice.voidReason ? ` Reason: ${invoice.voidReason}` : ""}
          </Alert>
        ) : null}
        {invoice.status === "paid" ? (
          <Alert color="green" title="Paid">
            Thank you — this invoice is paid in full.
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Status">
              <InvoiceStatusBadge status={invoice.displayStatus} />
            </Fact>
            <Fact label="Issued">{f.calendarDate(invoice.issuedOn, "detail")}</Fact>
            <Fact label="Due">{f.calendarDate(invoice.dueOn, "detail")}</Fact>
            <Fact label="Balance due">{invoice.status === "void" ? "—" : money(invoice.balanceCents)}</Fact>
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="sm">
            Terms: {paymentTermsLabels[invoice.terms as keyof typeof paymentTermsLabels] ?? invoice.terms}
            {invoice.periodStart && invoice.periodEnd
              ? ` · Service period ${f.calendarDate(invoice.periodStart, "detail")} – ${f.calendarDate(invoice.periodEnd, "detail")}`
              : ""}
          </Text>
        </Paper>
        <Paper withBorder p="lg">
          <LinesTable lines={invoice.lines} money={money} />
          <TotalsTable
            totals={invoice}
            money={money}
            paidCents={invoice.paidCents}
            creditedCents={invoice.creditedCents}
            balanceCents={invoice.status === "void" ? undefined : invoice.balanceCents}
          />
          {invoice.notes ? (
            <Text mt="md" style={{ whiteSpace: "pre-wrap" }}>
              {invoice.notes}
            </Text>
          ) : null}
        </Paper>
        {owes ? (
          <Stack gap="sm" aria-label="How to pay" component="section">
            <Title order={2} size="h3">
              How to pay
            </Title>
            <PayOnline payOnline={loaderData.payOnline} />
            <Paper withBorder p="md">
              <Text>
                Pay by check or cash to <strong>{invoice.company.name}</strong>, quoting invoice{" "}
                {invoice.label}: {money(invoice.balanceCents)} by {f.calendarDate(invoice.dueOn, "detail")}.
              </Text>
              {invoice.company.address ? (
                <Text size="sm">Mail checks to {invoice.company.address}.</Text>
              ) : null}
            </Paper>
          </Stack>
        ) : null}
        <Text size="sm" c="dimmed">
          {[invoice.company.name, invoice.company.phone, invoice.company.email].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
    </Container>
  );
}

/** The page writes its times and money the way the company does, on the server and in the browser alike. */
export default function PublicInvoice(props: Route.ComponentProps) {
  const company = props.loaderData.invoice;
  return (
    <PublicCompanyFormat company={company}>
      <PublicInvoiceBody {...props} />
    </PublicCompanyFormat>
  );
}
