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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
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
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { ActionModal, type IntentResult } from "./action-modal";
import { DraftForm } from "./draft-form";
import { InvoiceStatusBadge } from "./invoice-badges";
import { LinesTable, TotalsTable } from "./invoice-lines";
import { paymentTermsKeys } from "./money-labels";
import { MoneyPanel } from "./money-panel";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "money.invoice.title", {
          label: loaderData.invoice.label,
          customer: loaderData.invoice.customer?.name ?? "",
        })
      : pageTitle(matches, "money.invoice.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({
    invoice: await getInvoice(tenant, params.invoiceId),
    currency: tenant.currency,
    today: todayIn(tenant.timeZone),
  }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
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
        return redirectWithToast(here, "money.invoice.saved");
      });
    }
    case "send":
      return run(async () => {
        const sent = await sendInvoice(tenant, id);
        return redirectWithToast(
          here,
          !sent.mailed
            ? "money.invoice.issuedNotMailed"
            : {
                message: sent.reminder ? "money.invoice.sentAgain" : "money.invoice.sent",
                values: { to: sent.to },
              },
        );
      });
    case "delete":
      return run(async () => {
        const deleted = await deleteDraftInvoice(tenant, id);
        return redirectWithToast("/company/invoices", {
          message: "money.invoice.deleted",
          values: { number: String(deleted.number) },
        });
      });
    case "void": {
      const parsed = parseForm(voidFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        await voidInvoice(tenant, id, parsed.data.reason);
        return redirectWithToast(here, "money.invoice.voidedToast");
      });
    }
    case "markUncollectible":
      return run(async () => {
        await markInvoiceUncollectible(tenant, id);
        return redirectWithToast(here, "money.invoice.uncollectibleToast");
      });
    case "pay": {
      const parsed = parseForm(paymentFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        const { invoice } = await recordPayment(tenant, id, {
          ...parsed.data,
          amountCents: parsed.data.amount,
        });
        // The amount as money, so each reader's language writes it its own way.
        return redirectWithToast(
          here,
          keyed(invoice.status === "paid" ? "money.invoice.paidToast" : "money.invoice.paymentToast", {
            amount: { cents: parsed.data.amount, currency: tenant.currency },
          }),
        );
      });
    }
    case "removePayment":
      return run(async () => {
        await removePayment(tenant, id, formText(formData, "paymentId"));
        return redirectWithToast(here, "money.invoice.paymentRemoved");
      });
    case "refund": {
      const parsed = parseForm(refundFormSchema, formData);
      if (!parsed.ok) return invalid(parsed);
      return run(async () => {
        await refundPayment(tenant, id, parsed.data.paymentId, parsed.data.amount);
        return redirectWithToast(
          here,
          keyed("money.invoice.refundToast", {
            amount: { cents: parsed.data.amount, currency: tenant.currency },
          }),
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
        return redirectWithToast(here, {
          message: "money.invoice.creditToast",
          values: { label: creditNote.label },
        });
      });
    }
    default:
      return data(
        { ok: false as const, errors: { action: "money.invoice.unknownAction" }, values: {}, intent },
        { status: 400 },
      );
  }
}

/** Messages of intents that have no dialog of their own, shown above the invoice. */
const pageIntents = ["send", "delete", "markUncollectible", "removePayment"];

export default function InvoiceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, currency, today } = loaderData;
  const f = useFormat();
  const t = useT();
  const money = (c: number) => f.money(c, { currency });
  const result = actionData as IntentResult;
  const pageError =
    result && pageIntents.includes(result.intent ?? "")
      ? (result.errors.action ?? result.errors.paymentId ?? result.errors.form)
      : undefined;
  const customerName = invoice.customer?.name ?? t("money.invoice.customerFallback");
  return (
    <>
      <PageHeader
        title={t("money.invoice.heading", { label: invoice.label })}
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
              {t("money.invoice.pdf")}
            </Button>
            <Button
              component={Link}
              to={`/company/invoices/statement/${invoice.customerId}`}
              variant="default"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              {t("money.invoice.statement")}
            </Button>
          </Group>
        }
      />
      <Stack>
        {pageError ? (
          <Alert color="red" role="alert" title={t("money.invoice.notDone")}>
            {t.text(pageError)}
          </Alert>
        ) : null}
        <InvoiceActions invoice={invoice} result={result} money={money} />
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Fact label={t("money.invoice.customer")}>{customerName}</Fact>
            <Fact label={t("money.invoice.issued")}>
              {invoice.issuedOn ? f.calendarDate(invoice.issuedOn) : t("money.invoice.notSent")}
            </Fact>
            <Fact label={t("money.invoice.due")}>{f.calendarDate(invoice.dueOn)}</Fact>
            <Fact label={t("money.invoice.terms")}>{t(paymentTermsKeys[invoice.terms])}</Fact>
            <Fact label={t("money.invoice.period")}>
              {invoice.periodStart && invoice.periodEnd
                ? f.calendarRange(invoice.periodStart, invoice.periodEnd)
                : "—"}
            </Fact>
            <Fact label={t("money.invoice.balance")}>
              {invoice.status === "void" ? "—" : money(invoice.balance.balanceCents)}
            </Fact>
          </SimpleGrid>
          {invoice.status === "void" ? (
            <Text mt="md">
              {invoice.voidedAt
                ? t("money.invoice.voidedOn", {
                    date: f.date(invoice.voidedAt),
                    reason: invoice.voidReason ?? "",
                  })
                : t("money.invoice.voided", { reason: invoice.voidReason ?? "" })}
            </Text>
          ) : null}
          {invoice.payUrl ? (
            <Group gap="xs" mt="md" wrap="wrap">
              <Text size="sm">{t("money.invoice.payLink")}</Text>
              <Anchor href={invoice.payUrl} size="sm" style={{ wordBreak: "break-all" }}>
                {invoice.payUrl}
              </Anchor>
              <CopyButton value={invoice.payUrl}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? t("money.invoice.copied") : t("money.invoice.copyLink")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : null}
          {invoice.sentAt ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t("money.invoice.lastSent", {
                time: f.dateTime(invoice.sentAt),
                email: invoice.customer?.email ?? "",
              })}
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
              {t("money.invoice.lines")}
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
  const t = useT();
  const to = invoice.customer?.email;
  const buttons = [
    invoice.actions.includes("send") ? (
      <ConfirmActionButton
        key="send"
        label={t("money.invoice.send")}
        title={t("money.invoice.sendTitle", { label: invoice.label })}
        confirmLabel={t("money.invoice.sendConfirm")}
        intent="send"
        color="blue"
        variant="filled"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {to
          ? t("money.invoice.sendText", { label: invoice.label, amount: money(invoice.totalCents), to })
          : t("money.invoice.noEmail")}
      </ConfirmActionButton>
    ) : null,
    invoice.canResend ? (
      <ConfirmActionButton
        key="resend"
        label={t("money.invoice.resend")}
        title={t("money.invoice.resendTitle", { label: invoice.label })}
        confirmLabel={t("money.invoice.resend")}
        intent="send"
        color="blue"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {to ? t("money.invoice.resendText", { to }) : t("money.invoice.resendTextNoEmail")}
      </ConfirmActionButton>
    ) : null,
    invoice.actions.includes("markUncollectible") ? (
      <ConfirmActionButton
        key="uncollectible"
        label={t("money.invoice.uncollectible")}
        title={t("money.invoice.uncollectibleTitle", { label: invoice.label })}
        confirmLabel={t("money.invoice.uncollectible")}
        intent="markUncollectible"
        color="orange"
      >
        {t("money.invoice.uncollectibleText", { amount: money(invoice.balance.balanceCents) })}
      </ConfirmActionButton>
    ) : null,
    invoice.canVoid ? (
      <ActionModal
        key="void"
        intent="void"
        label={t("money.invoice.void")}
        title={t("money.invoice.voidTitle", { label: invoice.label })}
        schema={voidFormSchema}
        actionData={result}
        submitLabel={t("money.invoice.voidSubmit")}
        color="red"
      >
        {({ errors, values }) => (
          <>
            <Text size="sm">{t("money.invoice.voidText")}</Text>
            <Textarea
              name="reason"
              label={t("money.invoice.reason")}
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
        label={t("money.invoice.delete")}
        title={t("money.invoice.deleteTitle", { label: invoice.label })}
        confirmLabel={t("money.invoice.delete")}
        intent="delete"
      >
        {t("money.invoice.deleteText")}
      </ConfirmActionButton>
    ) : null,
  ].filter(Boolean);
  if (!buttons.length) return null;
  return <Group gap="xs">{buttons}</Group>;
}
