import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { data } from "react-router";
import { PublicCompanyFormat, useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { bold, Rich } from "~/components/i18n/rich";
import { Fact } from "~/components/layout/fact";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { wordFor } from "~/core/i18n/word-for";
import type { PaymentTerms } from "~/core/money";
import { getPublicInvoice } from "~/domain/money/invoices-document.server";
import { payOnlineFor } from "~/domain/money/stripe-checkout.server";
import { systemContext } from "~/server/ports.server";
import { InvoiceStatusBadge } from "../company/invoices/invoice-badges";
import { LinesTable, TotalsTable } from "../company/invoices/invoice-lines";
import type { Route } from "./+types/invoice";
import { LinkLanguage } from "./link-language";
import { linkPageLocale } from "./link-language.server";
import { PayOnline } from "./payment-pay-online";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData?.invoice
      ? pageTitle(matches, "portal.title.publicInvoice", {
          label: loaderData.invoice.label,
          company: loaderData.invoice.company.name,
        })
      : pageTitle(matches, "portal.title.invoiceNotFound"),
  },
  { name: "robots", content: "noindex" },
];

/**
 * The pool owner's invoice link: no sign-in, the token is the key; a draft or an unknown link is "not found".
 * `payOnline` is the Stripe "Pay online" box's data: filled by the payments area, rendered where marked below.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const system = await systemContext();
  const invoice = await getPublicInvoice(system, params.token);
  if (!invoice) return data({ invoice: null, payOnline: null, page: null }, { status: 404 });
  const [payOnline, page] = await Promise.all([
    payOnlineFor(system, params.token),
    linkPageLocale(request, context, { invoice: params.token }),
  ]);
  return { invoice, payOnline, page };
}

/** The invoice's payment terms in the page's language. */
const termWords = {
  "due on receipt": "portal.terms.dueOnReceipt",
  "net 7": "portal.terms.net7",
  "net 15": "portal.terms.net15",
  "net 30": "portal.terms.net30",
  "net 60": "portal.terms.net60",
} as const satisfies Record<PaymentTerms, MessageKey>;

function PublicInvoiceBody({ loaderData, params }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { invoice } = loaderData;
  if (!invoice)
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t("portal.publicInvoice.notFound")}
        </Title>
        <Text>{t("portal.publicInvoice.notFoundText")}</Text>
      </Container>
    );
  const money = (c: number) => f.money(c, { currency: invoice.currency });
  const termsText = (terms: string) => wordFor(t, termWords, terms);
  const open = invoice.status === "open" || invoice.status === "uncollectible";
  const owes = open && invoice.balanceCents > 0;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t("portal.invoice.title", { label: invoice.label })}</Title>
            <Text c="dimmed">
              {t("portal.public.fromFor", { company: invoice.company.name, customer: invoice.customer.name })}
            </Text>
          </div>
          <Button
            component="a"
            href={`/invoice/${encodeURIComponent(params.token)}/pdf`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t("portal.invoice.pdf")}
          </Button>
        </Group>
        {invoice.status === "void" ? (
          <Alert color="gray" title={t("portal.invoice.voided")}>
            {invoice.voidReason
              ? t("portal.invoice.voidedReason", { reason: invoice.voidReason })
              : t("portal.invoice.voidedText")}
          </Alert>
        ) : null}
        {invoice.status === "paid" ? (
          <Alert color="green" title={t("portal.publicInvoice.paid")}>
            {t("portal.publicInvoice.paidText")}
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
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
          <Text size="sm" c="dimmed" mt="sm">
            {t("portal.publicInvoice.terms", { terms: termsText(invoice.terms) })}
            {invoice.periodStart && invoice.periodEnd
              ? ` · ${t("portal.publicInvoice.period", {
                  start: f.calendarDate(invoice.periodStart, "detail"),
                  end: f.calendarDate(invoice.periodEnd, "detail"),
                })}`
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
          <Stack gap="sm" aria-label={t("portal.publicInvoice.howToPay")} component="section">
            <Title order={2} size="h3">
              {t("portal.publicInvoice.howToPay")}
            </Title>
            <PayOnline payOnline={loaderData.payOnline} />
            <Paper withBorder p="md">
              <Text>
                <Rich
                  k="portal.publicInvoice.payByCheck"
                  values={{
                    b: bold,
                    company: invoice.company.name,
                    label: invoice.label,
                    amount: money(invoice.balanceCents),
                    date: f.calendarDate(invoice.dueOn, "detail"),
                  }}
                />
              </Text>
              {invoice.company.address ? (
                <Text size="sm">
                  {t("portal.publicInvoice.mailChecks", { address: invoice.company.address })}
                </Text>
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
    <LinkLanguage page={props.loaderData.page}>
      <PublicCompanyFormat company={company}>
        <PublicInvoiceBody {...props} />
      </PublicCompanyFormat>
    </LinkLanguage>
  );
}
