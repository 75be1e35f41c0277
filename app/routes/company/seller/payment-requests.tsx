import {
  Badge,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { paymentRequestSchema } from "~/domain/platform/admin-schemas";

interface OwnRequest {
  id: string;
  kind: "payout" | "refund";
  amountCents: number;
  reason: string;
  status: "pending" | "approved" | "rejected";
  decisionNote: string;
  createdAt: Date | string;
}

const statusLabel = {
  pending: { color: "yellow", label: "seller.requests.status.pending" },
  approved: { color: "teal", label: "seller.requests.status.approved" },
  rejected: { color: "red", label: "seller.requests.status.rejected" },
} as const;

/** "Requests to Drip Drop": the company asks the platform for a payout or a refund and follows the answer. */
export function PaymentRequestsSection({
  rows,
  canFile,
  actionData,
}: {
  rows: OwnRequest[];
  canFile: boolean;
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(paymentRequestSchema, actionData);
  const f = useFormat();
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="requests-to-drip-drop">
      <Title order={2} size="h4" mb="xs" id="requests-to-drip-drop">
        {t("seller.requests.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("seller.requests.intro")}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" mb="md">
          {t("seller.requests.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} mb="md">
          <Table aria-label={t("seller.requests.tableLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("seller.common.sent")}</Table.Th>
                <Table.Th>{t("seller.requests.request")}</Table.Th>
                <Table.Th>{t("seller.common.status")}</Table.Th>
                <Table.Th>{t("seller.common.answer")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{f.date(r.createdAt)}</Table.Td>
                  <Table.Td>
                    {t(r.kind === "payout" ? "seller.requests.payoutOf" : "seller.requests.refundOf", {
                      amount: f.money(r.amountCents),
                    })}
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusLabel[r.status].color}>
                      {t(statusLabel[r.status].label)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.decisionNote || "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canFile ? (
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="payment-request" />
          <Stack>
            <FormError message={errors.form} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={t("seller.requests.kind")}
                name="kind"
                defaultValue={values.kind ?? "refund"}
                error={errors.kind}
                data={[
                  { value: "refund", label: t("seller.requests.refund") },
                  { value: "payout", label: t("seller.requests.payout") },
                ]}
              />
              <TextInput
                label={t("seller.requests.amount")}
                name="amount"
                required
                defaultValue={values.amount ?? ""}
                error={errors.amount}
                inputMode="decimal"
              />
            </SimpleGrid>
            <Textarea
              label={t("seller.requests.reason")}
              name="reason"
              required
              autosize
              minRows={2}
              defaultValue={values.reason ?? ""}
              error={errors.reason}
            />
            <div>
              <Button type="submit" variant="light" loading={busy}>
                {t("seller.requests.send")}
              </Button>
            </div>
          </Stack>
        </Form>
      ) : (
        <Text size="sm" c="dimmed">
          {t("seller.requests.noPermission")}
        </Text>
      )}
    </Paper>
  );
}
