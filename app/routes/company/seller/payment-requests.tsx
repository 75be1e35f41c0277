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
  pending: { color: "yellow", label: "Sent, waiting" },
  approved: { color: "teal", label: "Accepted" },
  rejected: { color: "red", label: "Declined" },
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
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="requests-to-drip-drop">
      <Title order={2} size="h4" mb="xs" id="requests-to-drip-drop">
        Requests to Drip Drop
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Ask Drip Drop for a payout or a refund of what you paid for your subscription; we answer here.
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" mb="md">
          No requests yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} mb="md">
          <Table aria-label="Your requests to Drip Drop">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Answer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{f.date(r.createdAt)}</Table.Td>
                  <Table.Td>
                    {r.kind === "payout" ? "Payout" : "Refund"} of {f.money(r.amountCents)}
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusLabel[r.status].color}>
                      {statusLabel[r.status].label}
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
                label="Kind"
                name="kind"
                defaultValue={values.kind ?? "refund"}
                error={errors.kind}
                data={[
                  { value: "refund", label: "Refund" },
                  { value: "payout", label: "Payout" },
                ]}
              />
              <TextInput
                label="Amount ($)"
                name="amount"
                required
                defaultValue={values.amount ?? ""}
                error={errors.amount}
                inputMode="decimal"
              />
            </SimpleGrid>
            <Textarea
              label="What it is for"
              name="reason"
              required
              autosize
              minRows={2}
              defaultValue={values.reason ?? ""}
              error={errors.reason}
            />
            <div>
              <Button type="submit" variant="light" loading={busy}>
                Send request
              </Button>
            </div>
          </Stack>
        </Form>
      ) : (
        <Text size="sm" c="dimmed">
          Filing a request needs the money manage permission.
        </Text>
      )}
    </Paper>
  );
}
