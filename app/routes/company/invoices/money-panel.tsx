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
import {
  creditNoteFormSchema,
  type PaymentMethodOption,
  paymentFormSchema,
  paymentMethodLabels,
  paymentMethodOptions,
  refundFormSchema,
} from "~/domain/money/invoice-schemas";
import type { InvoiceDetail } from "~/domain/money/invoices.server";
import { centsToMoneyText } from "~/domain/service/task-group-schemas";
import { ActionModal, type IntentResult } from "./action-modal";

const methodLabel = (m: string) => paymentMethodLabels[m as PaymentMethodOption] ?? m;

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
  const balance = invoice.balance.balanceCents;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Payments
          </Title>
          <Group gap="xs">
            {invoice.canPay ? (
              <ActionModal
                intent="pay"
                label="Record payment"
                title={`Record a payment on ${invoice.label}`}
                schema={paymentFormSchema}
                actionData={actionData}
                submitLabel="Record payment"
                variant="filled"
                leftSection={<IconCash size={16} aria-hidden />}
              >
                {({ errors, values }) => (
                  <>
                    <Text size="sm">
                      {money(balance)} is left to pay. A payment can be part of it, never more.
                    </Text>
                    <TextInput
                      name="amount"
                      label="Amount"
                      inputMode="decimal"
                      required
                      defaultValue={values.amount ?? centsToMoneyText(balance)}
                      error={errors.amount}
                    />
                    <NativeSelect
                      name="method"
                      label="Method"
                      defaultValue={values.method ?? "check"}
                      data={paymentMethodOptions.map((m) => ({ value: m, label: paymentMethodLabels[m] }))}
                      error={errors.method}
                    />
                    <TextInput
                      name="reference"
                      label="Reference (check number, receipt)"
                      defaultValue={values.reference ?? ""}
                      error={errors.reference}
                    />
                    <TextInput
                      type="date"
                      name="receivedOn"
                      label="Received on"
                      required
                      defaultValue={values.receivedOn ?? today}
                      error={errors.receivedOn}
                    />
                    <Textarea name="note" label="Note" defaultValue={values.note ?? ""} error={errors.note} />
                  </>
                )}
              </ActionModal>
            ) : null}
            {invoice.canPay ? (
              <ActionModal
                intent="credit"
                label="Credit note"
                title={`Credit note on ${invoice.label}`}
                schema={creditNoteFormSchema}
                actionData={actionData}
                submitLabel="Give credit"
              >
                {({ errors, values }) => (
                  <>
                    <Text size="sm">
                      Takes money off what the customer owes, at most the {money(balance)} left.
                    </Text>
                    <TextInput
                      name="amount"
                      label="Credit amount"
                      inputMode="decimal"
                      required
                      defaultValue={values.amount ?? ""}
                      error={errors.amount}
                    />
                    <Textarea
                      name="reason"
                      label="Reason (the customer sees it)"
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
          <Text c="dimmed">No payments yet.</Text>
        ) : (
          <Table aria-label="Payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Payment</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                      {p.providerPaymentId ? " (online)" : ""}
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
                        refunded {money(p.refundedCents)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      {invoice.canRefund && p.amountCents > p.refundedCents ? (
                        <ActionModal
                          intent="refund"
                          label="Refund"
                          title={`Refund part of the ${money(p.amountCents)} payment`}
                          schema={refundFormSchema}
                          actionData={actionData}
                          submitLabel="Record refund"
                          fields={{ paymentId: p.id }}
                          match={(v) => v.paymentId === p.id}
                          size="xs"
                          variant="subtle"
                          leftSection={<IconReceiptRefund size={14} aria-hidden />}
                        >
                          {({ errors, values }) => (
                            <>
                              <Text size="sm">
                                Records money given back to the customer
                                {p.providerPaymentId ? " (refund the card in Stripe too)" : ""}. The invoice
                                owes it again.
                              </Text>
                              <TextInput
                                name="amount"
                                label="Refund amount"
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
                          label="Remove"
                          title="Remove this payment?"
                          confirmLabel="Remove payment"
                          intent="removePayment"
                          fields={{ paymentId: p.id }}
                          variant="subtle"
                        >
                          {`The ${money(p.amountCents)} ${methodLabel(p.method).toLowerCase()} payment of ${f.calendarDate(p.receivedOn)} is taken off the invoice, as if it was never recorded (for a mistake; money given back is a refund). The invoice owes it again.`}
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
              Credit notes
            </Title>
            <Table aria-label="Credit notes">
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
