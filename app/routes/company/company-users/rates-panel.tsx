import {
  Badge,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { type RateKind, type RateStatus, rateKindLabels, rateKinds } from "~/core/team/rates";
import type { memberRates } from "~/domain/team/member-rates.server";
import { memberRateSchema } from "~/domain/team/member-schemas";

type Rates = Awaited<ReturnType<typeof memberRates>>;

const statusColor: Record<RateStatus, string> = { current: "teal", upcoming: "blue", past: "gray" };
const unit: Record<RateKind, string> = { hour: "/ hour", stop: "/ stop", job: "/ job" };

/** The rate sheet: what applies today, a form to add a rate from a date, and every rate so far. */
export function RatesPanel({
  rates,
  currency,
  canManage,
  actionData,
}: {
  rates: Rates;
  currency: string;
  canManage: boolean;
  actionData: Rejected | undefined;
}) {
  const f = useFormat();
  const { errors, values, onSubmit } = useValidatedForm(memberRateSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} id="rates">
      <Stack>
        <Title order={2} size="h4">
          Rate sheet
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {rateKinds.map((kind) => {
            const rate = rates.current[kind];
            return (
              <Fact key={kind} label={rateKindLabels[kind]}>
                {rate ? (
                  <>
                    {f.money(rate.amountCents, { currency })} {unit[kind]}
                    <Text size="xs" c="dimmed">
                      since {f.calendarDate(rate.effectiveOn)}
                    </Text>
                  </>
                ) : (
                  <Text c="dimmed" component="span">
                    Not set
                  </Text>
                )}
              </Fact>
            );
          })}
        </SimpleGrid>
        {canManage ? (
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="rate" />
            <Title order={3} size="h5" mb="xs">
              Add a rate
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              A raise is a new rate from its date; earlier rates stay in the history below.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                label="Paid"
                name="kind"
                defaultValue={values.kind ?? "hour"}
                data={rateKinds.map((k) => ({ value: k, label: rateKindLabels[k] }))}
                error={errors.kind}
              />
              <TextInput
                label={`Amount (${currency})`}
                name="amount"
                inputMode="decimal"
                placeholder="22.50"
                required
                defaultValue={values.amount ?? ""}
                error={errors.amount}
              />
              <TextInput
                label="Takes effect on"
                name="effectiveOn"
                type="date"
                required
                defaultValue={values.effectiveOn ?? rates.today}
                error={errors.effectiveOn}
              />
            </SimpleGrid>
            <Button type="submit" mt="sm" loading={busy}>
              Add rate
            </Button>
          </Form>
        ) : null}
        <Title order={3} size="h5">
          History
        </Title>
        {rates.history.length === 0 ? (
          <Text c="dimmed">No rates yet.</Text>
        ) : (
          <ScrollRegion label="Rate history (scrolls sideways)" minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Paid</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Until</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.history.map(({ rate, status, endedOn }) => (
                  <Table.Tr key={rate.id}>
                    <Table.Td>{rateKindLabels[rate.kind]}</Table.Td>
                    <Table.Td ta="right">{f.money(rate.amountCents, { currency })}</Table.Td>
                    <Table.Td>{f.calendarDate(rate.effectiveOn)}</Table.Td>
                    <Table.Td>{endedOn ? f.calendarDate(endedOn) : "—"}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColor[status]}>
                        {status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
