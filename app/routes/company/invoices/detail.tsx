import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconDownload, IconFileInvoice, IconMail } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText, parseForm } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { paymentTermsLabels } from "~/core/money";
import { createCreditNote } from "~/domain/money/credit-notes.server";
import {
  creditNoteFormSchema,
  draftFormSchema,
  paymentFormSchema,
  refundFormSchema,
  voidFormSchema,
} from "~/domain/money/invoice-schemas";
import { getInvoice } from "~/domain/money/invoices.server";
import { deleteDraftInvoice, updateDraftInvoice } from "~/domain/money/invoices-drafts.server";
import { markInvoiceUncollectible, sendInvoice, voidInvoice } from "~/domain/money/invoices-status.server";
import { recordPayment, refundPayment, removePayment } from "~/domain/money/payments.server";
import { todayIn } from "~/domain/water/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { ActionModal, type IntentResult } from "./action-modal";
import { DraftForm } from "./draft-form";
import { InvoiceStatusBadge } from "./invoice-badges";
import { LinesTable, TotalsTable } from "./invoice-lines";
import { MoneyPanel } from "./money-panel";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `${loaderData.invoice.label} ${loaderData.invoice.customer?.name ?? ""}` : "Invoice"} — Drip Drop`,
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => ({
    invoice: await getInvoice(tenant, params.invoiceId),
    currency: tenant.currency,
    today: todayIn(tenant.timeZone),
  }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const id = params.invoiceId;
  const here = `/company/invoices/${id}`;
  const run = (work: () => Promise<Response>) => domainAction(formData, work, { intent });
  const invalid = (rejected: { ok: false; errors: Record<string, string>; values: Record<string, string> }) =>
    data({ ...rejected, intent }, { status: 400 });
  switch (intent) {
    case "save": {
      const parsed = parseForm(draftFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        await updateDraftInvoice(tenant, id, parsed.data);
        return redirectWithToast(here, "Draft saved.");
      });
    }
    case "send":
      return run(async () => {
        const sent = await sendInvoice(tenant, id);
        return redirectWithToast(
          here,
          !sent.mailed
            ? "Invoice issued; not e-mailed: the pool owner turned invoice e-mails off and reads it in their portal."
            : sent.reminder
              ? `Invoice sent again to ${sent.to}.`
              : `Invoice sent to ${sent.to}.`,
        );
      });
    case "delete":
      return run(async () => {
        const deleted = await deleteDraftInvoice(tenant, id);
        return redirectWithToast("/company/invoices", `Draft INV-${deleted.number} deleted.`);
      });
    case "void": {
      const parsed = parseForm(voidFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        await voidInvoice(tenant, id, parsed.data.reason);
        return redirectWithToast(here, "Invoice voided; what it billed can be billed again.");
      });
    }
    case "markUncollectible":
      return run(async () => {
        await markInvoiceUncollectible(tenant, id);
        return redirectWithToast(here, "Invoice marked uncollectible.");
      });
    case "pay": {
      const parsed = parseForm(paymentFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        const { invoice } = await recordPayment(tenant, id, {
          ...parsed.data,
          amountCents: parsed.data.amount,
        });
        return redirectWithToast(
          here,
          invoice.status === "paid"
            ? `Payment of ${f.money(parsed.data.amount, { currency: tenant.currency })} recorded. The invoice is paid.`
            : `Payment of ${f.money(parsed.data.amount, { currency: tenant.currency })} recorded.`,
        );
      });
    }
    case "removePayment":
      return run(async () => {
        await removePayment(tenant, id, formText(formData, "paymentId"));
        return redirectWithToast(here, "Payment removed.");
      });
    case "refund": {
      const parsed = parseForm(refundFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        await refundPayment(tenant, id, parsed.data.paymentId, parsed.data.amount);
        return redirectWithToast(
          here,
          `Refund of ${f.money(parsed.data.amount, { currency: tenant.currency })} recorded.`,
        );
      });
    }
    case "credit": {
      const parsed = parseForm(creditNoteFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        const { creditNote } = await createCreditNote(tenant, id, {
          amountCents: parsed.data.amount,
          reason: parsed.data.reason,
        });
        return redirectWithToast(here, `Credit note ${creditNote.label} recorded.`);
      });
    }
    default:
      return data(
        { ok: false as const, errors: { action: "Unknown action." }, values: {}, intent },
        { status: 400 },
      );
  }
}

/** Messages of intents that have no dialog of their own, shown above the invoice. */
const pageIntents = ["send", "delete", "markUncollectible", "removePayment"];

export default function InvoiceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, currency, today } = loaderData;
  const f = useFormat();
  const money = (c: number) => f.money(c, { currency });
  const result = actionData as IntentResult;
  const pageError =
    result && pageIntents.includes(result.intent ?? "")
      ? (result.errors.action ?? result.errors.paymentId ?? result.errors.form)
      : undefined;
  const customerName = invoice.customer?.name ?? "Customer";
  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.label}`}
        description={
          <Group gap="xs" component="span">
            <InvoiceStatusBadge status={invoice.displayStatus} />
            <Anchor component={Link} to={`/company/customers/details/${invoice.customerId}`}>
              {customerName}
            </Anchor>
          </Group>
        }
        actions={
          <Group gap="xs">
            <Button
              component="a"
              href={`/company/invoices/${invoice.id}/pdf`}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              PDF
            </Button>
            <Button
              component={Link}
              to={`/company/invoices/statement/${invoice.customerId}`}
              variant="default"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              Statement
            </Button>
          </Group>
        }
      />
      <Stack>
        {pageError ? (
          <Alert color="red" role="alert" title="Not done">
            {pageError}
          </Alert>
        ) : null}
        <InvoiceActions invoice={invoice} result={result} money={money} />
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Fact label="Customer">{customerName}</Fact>
            <Fact label="Issued">{invoice.issuedOn ?? "Not sent yet"}</Fact>
            <Fact label="Due">{invoice.dueOn ?? "—"}</Fact>
            <Fact label="Terms">{paymentTermsLabels[invoice.terms]}</Fact>
            <Fact label="Period">
              {invoice.periodStart && invoice.periodEnd
                ? f.calendarRange(invoice.periodStart, invoice.periodEnd)
                : "—"}
            </Fact>
            <Fact label="Balance">
              {invoice.status === "void" ? "—" : money(invoice.balance.balanceCents)}
            </Fact>
          </SimpleGrid>
          {invoice.status === "void" ? (
            <Text mt="md">
              Voided{invoice.voidedAt ? ` on ${f.date(invoice.voidedAt)}` : ""}: {invoice.voidReason}
            </Text>
          ) : null}
          {invoice.payUrl ? (
            <Group gap="xs" mt="md" wrap="wrap">
              <Text size="sm">Customer's link:</Text>
              <Anchor href={invoice.payUrl} size="sm" style={{ wordBreak: "break-all" }}>
                {invoice.payUrl}
              </Anchor>
              <CopyButton value={invoice.payUrl}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? "Copied" : "Copy link"}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : null}
          {invoice.sentAt ? (
            <Text size="sm" c="dimmed" mt="xs">
              Last sent {f.dateTime(invoice.sentAt)} to {invoice.customer?.email}
            </Text>
          ) : null}
        </Paper>
        {invoice.canEdit ? (
          <DraftForm
            key={String(invoice.updatedAt)}
            invoice={invoice}
            actionData={result?.intent === "save" ? result : undefined}
            currency={currency}
          />
        ) : (
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              Lines
            </Title>
            <LinesTable lines={invoice.lines} money={money} />
            <TotalsTable
              totals={invoice}
              money={money}
              paidCents={invoice.balance.netPaidCents}
              creditedCents={invoice.balance.creditedCents}
              balanceCents={
                invoice.status === "draft" || invoice.status === "void"
                  ? undefined
                  : invoice.balance.balanceCents
              }
            />
            {invoice.notes ? (
              <Text mt="md" style={{ whiteSpace: "pre-wrap" }}>
                {invoice.notes}
              </Text>
            ) : null}
          </Paper>
        )}
        {invoice.status !== "draft" ? (
          <MoneyPanel invoice={invoice} actionData={result} money={money} today={today} />
        ) : null}
      </Stack>
    </>
  );
}

type Detail = Route.ComponentProps["loaderData"]["invoice"];

/** The buttons the invoice's status and the member's rights allow; each destructive one asks first. */
function InvoiceActions({
  invoice,
  result,
  money,
}: {
  invoice: Detail;
  result: IntentResult;
  money: (c: number) => string;
}) {
  const to = invoice.customer?.email;
  const buttons = [
    invoice.actions.includes("send") ? (
      <ConfirmActionButton
        key="send"
        label="Send invoice"
        title={`Send ${invoice.label}?`}
        confirmLabel="Send"
        intent="send"
        color="blue"
        variant="filled"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {to
          ? `${invoice.label} (${money(invoice.totalCents)}) is issued today and e-mailed to ${to} with the PDF and a link to view and pay it. After sending it can't be edited, only voided.`
          : "The customer has no e-mail address yet; add one on their page first."}
      </ConfirmActionButton>
    ) : null,
    invoice.canResend ? (
      <ConfirmActionButton
        key="resend"
        label="Send again"
        title={`Send ${invoice.label} again?`}
        confirmLabel="Send again"
        intent="send"
        color="blue"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {`A reminder with the PDF and the pay link goes to ${to ?? "the customer"}.`}
      </ConfirmActionButton>
    ) : null,
    invoice.actions.includes("markUncollectible") ? (
      <ConfirmActionButton
        key="uncollectible"
        label="Mark uncollectible"
        title={`Write ${invoice.label} off?`}
        confirmLabel="Mark uncollectible"
        intent="markUncollectible"
        color="orange"
      >
        {`The ${money(invoice.balance.balanceCents)} left is written off as a bad debt. A payment that still comes in settles it.`}
      </ConfirmActionButton>
    ) : null,
    invoice.canVoid ? (
      <ActionModal
        key="void"
        intent="void"
        label="Void"
        title={`Void ${invoice.label}?`}
        schema={voidFormSchema}
        actionData={result}
        submitLabel="Void invoice"
        color="red"
      >
        {({ errors, values }) => (
          <>
            <Text size="sm">
              The invoice stays on record as void and nothing is owed on it. The stops, jobs and purchases it
              billed can be billed again.
            </Text>
            <Textarea
              name="reason"
              label="Reason"
              required
              defaultValue={values.reason ?? ""}
              error={errors.reason}
            />
          </>
        )}
      </ActionModal>
    ) : null,
    invoice.actions.includes("delete") ? (
      <ConfirmActionButton
        key="delete"
        label="Delete draft"
        title={`Delete draft ${invoice.label}?`}
        confirmLabel="Delete draft"
        intent="delete"
      >
        The draft and its lines are deleted. Work it billed can be billed again.
      </ConfirmActionButton>
    ) : null,
  ].filter(Boolean);
  if (!buttons.length) return null;
  return <Group gap="xs">{buttons}</Group>;
}
