import {
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCash, IconReceiptRefund } from "@tabler/icons-react";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useT } from "~/components/i18n/i18n-provider";
import {
  creditNoteFormSchema,
  paymentFormSchema,
  paymentMethodOptions,
  refundFormSchema,
} from "~/domain/money/invoice-schemas";
import type { InvoiceDetail } from "~/domain/money/invoices.server";
import { centsToMoneyText } from "~/domain/service/task-group-schemas";
import { ActionModal, type IntentResult } from "./action-modal";
import { paymentMethodKey, paymentMethodKeys } from "./money-labels";

/** Payments with their refunds, the "Record payment" and "Credit note" dialogs, and the credit notes. */
export function MoneyPanel({
  invoice,
  actionData,
  money,
  today,
}: {
  invoice: InvoiceDetail;
  actionData: IntentResult;
  money: (cents: number) => string;
  today: string;
}) {
  const f = useFormat();
  const t = useT();
  const methodLabel = (m: string) => {
    const key = paymentMethodKey(m);
    return key ? t(key) : m;
  };
  const balance = invoice.balance.balanceCents;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t("money.panel.payments")}
          </Title>
          <Group gap="xs">
            {invoice.canPay ? (
              <ActionModal
                intent="pay"
                label={t("money.panel.record")}
                title={t("money.panel.recordTitle", { label: invoice.label })}
                schema={paymentFormSchema}
                actionData={actionData}
                submitLabel={t("money.panel.record")}
                variant="filled"
                leftSection={<IconCash size={16} aria-hidden />}
              >
                {({ errors, values }) => (
                  <>
                    <Text size="sm">{t("money.panel.recordText", { amount: money(balance) })}</Text>
                    <TextInput
                      name="amount"
                      label={t("money.panel.amount")}
                      inputMode="decimal"
                      required
                      defaultValue={values.amount ?? centsToMoneyText(balance)}
                      error={errors.amount}
                    />
                    <NativeSelect
                      name="method"
                      label={t("money.panel.method")}
                      defaultValue={values.method ?? "check"}
                      data={paymentMethodOptions.map((m) => ({ value: m, label: t(paymentMethodKeys[m]) }))}
                      error={errors.method}
                    />
                    <TextInput
                      name="reference"
                      label={t("money.panel.reference")}
                      defaultValue={values.reference ?? ""}
                      error={errors.reference}
                    />
                    <TextInput
                      type="date"
                      name="receivedOn"
                      label={t("money.panel.receivedOn")}
                      required
                      defaultValue={values.receivedOn ?? today}
                      error={errors.receivedOn}
                    />
                    <Textarea
                      name="note"
                      label={t("money.panel.note")}
                      defaultValue={values.note ?? ""}
                      error={errors.note}
                    />
                  </>
                )}
              </ActionModal>
            ) : null}
            {invoice.canPay ? (
              <ActionModal
                intent="credit"
                label={t("money.panel.credit")}
                title={t("money.panel.creditTitle", { label: invoice.label })}
                schema={creditNoteFormSchema}
                actionData={actionData}
                submitLabel={t("money.panel.creditSubmit")}
              >
                {({ errors, values }) => (
                  <>
                    <Text size="sm">{t("money.panel.creditText", { amount: money(balance) })}</Text>
                    <TextInput
                      name="amount"
                      label={t("money.panel.creditAmount")}
                      inputMode="decimal"
                      required
                      defaultValue={values.amount ?? ""}
                      error={errors.amount}
                    />
                    <Textarea
                      name="reason"
                      label={t("money.panel.creditReason")}
                      required
                      defaultValue={values.reason ?? ""}
                      error={errors.reason}
                    />
                  </>
                )}
              </ActionModal>
            ) : null}
          </Group>
        </Group>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed">{t("money.panel.none")}</Text>
        ) : (
          <Table aria-label={t("money.panel.payments")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("money.panel.payment")}</Table.Th>
                <Table.Th ta="right">{t("money.panel.amount")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("money.panel.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text>
                      <span style={{ whiteSpace: "nowrap" }}>{f.calendarDate(p.receivedOn)}</span> ·{" "}
                      {methodLabel(p.method)}
                      {p.providerPaymentId ? t("money.panel.online") : ""}
                    </Text>
                    {p.reference || p.note ? (
                      <Text size="sm" c="dimmed">
                        {[p.reference, p.note].filter(Boolean).join(" · ")}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {money(p.amountCents)}
                    {p.refundedCents ? (
                      <Text size="sm" c="dimmed">
                        {t("money.panel.refunded", { amount: money(p.refundedCents) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      {invoice.canRefund && p.amountCents > p.refundedCents ? (
                        <ActionModal
                          intent="refund"
                          label={t("money.panel.refund")}
                          title={t("money.panel.refundTitle", { amount: money(p.amountCents) })}
                          schema={refundFormSchema}
                          actionData={actionData}
                          submitLabel={t("money.panel.refundSubmit")}
                          fields={{ paymentId: p.id }}
                          match={(v) => v.paymentId === p.id}
                          size="xs"
                          variant="subtle"
                          leftSection={<IconReceiptRefund size={14} aria-hidden />}
                        >
                          {({ errors, values }) => (
                            <>
                              <Text size="sm">
                                {p.providerPaymentId
                                  ? t("money.panel.refundTextCard")
                                  : t("money.panel.refundText")}
                              </Text>
                              <TextInput
                                name="amount"
                                label={t("money.panel.refundAmount")}
                                inputMode="decimal"
                                required
                                defaultValue={
                                  values.amount ?? centsToMoneyText(p.amountCents - p.refundedCents)
                                }
                                error={errors.amount ?? errors.paymentId}
                              />
                            </>
                          )}
                        </ActionModal>
                      ) : null}
                      {invoice.takesMoney && !p.providerPaymentId && p.refundedCents === 0 ? (
                        <ConfirmActionButton
                          label={t("money.panel.remove")}
                          title={t("money.panel.removeTitle")}
                          confirmLabel={t("money.panel.removeConfirm")}
                          intent="removePayment"
                          fields={{ paymentId: p.id }}
                          variant="subtle"
                        >
                          {t("money.panel.removeText", {
                            amount: money(p.amountCents),
                            method: methodLabel(p.method).toLowerCase(),
                            date: f.calendarDate(p.receivedOn),
                          })}
                        </ConfirmActionButton>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {invoice.creditNotes.length ? (
          <>
            <Title order={3} size="h5">
              {t("money.panel.creditNotes")}
            </Title>
            <Table aria-label={t("money.panel.creditNotes")}>
              <Table.Tbody>
                {invoice.creditNotes.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.label}</Table.Td>
                    <Table.Td>{c.reason}</Table.Td>
                    <Table.Td ta="right">{money(c.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
