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
import { useT } from "~/components/i18n/i18n-provider";
import { Fact } from "~/components/layout/fact";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { type RateKind, type RateStatus, rateKinds } from "~/core/team/rates";
import type { memberRates } from "~/domain/team/member-rates.server";
import { memberRateSchema } from "~/domain/team/member-schemas";

type Rates = Awaited<ReturnType<typeof memberRates>>;

const statusColor: Record<RateStatus, string> = { current: "teal", upcoming: "blue", past: "gray" };
/** A rate kind's name ("Per hour") and a rate's amount with its unit ("$22.50 / hour"), as catalog keys. */
const kindKeys = {
  hour: "people.rates.kind.hour",
  stop: "people.rates.kind.stop",
  job: "people.rates.kind.job",
} as const satisfies Record<RateKind, string>;
const perUnitKeys = {
  hour: "people.rates.perHour",
  stop: "people.rates.perStop",
  job: "people.rates.perJob",
} as const satisfies Record<RateKind, string>;
const statusKeys = {
  current: "people.rates.status.current",
  upcoming: "people.rates.status.upcoming",
  past: "people.rates.status.past",
} as const satisfies Record<RateStatus, string>;

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
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(memberRateSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} id="rates">
      <Stack>
        <Title order={2} size="h4">
          {t("people.rates.heading")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {rateKinds.map((kind) => {
            const rate = rates.current[kind];
            return (
              <Fact key={kind} label={t(kindKeys[kind])}>
                {rate ? (
                  <>
                    {t(perUnitKeys[kind], { amount: f.money(rate.amountCents, { currency }) })}
                    <Text size="xs" c="dimmed">
                      {t("people.rates.since", { date: f.calendarDate(rate.effectiveOn) })}
                    </Text>
                  </>
                ) : (
                  <Text c="dimmed" component="span">
                    {t("people.rates.notSet")}
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
              {t("people.rates.addHeading")}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t("people.rates.addText")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                label={t("people.rates.paid")}
                name="kind"
                defaultValue={values.kind ?? "hour"}
                data={rateKinds.map((k) => ({ value: k, label: t(kindKeys[k]) }))}
                error={errors.kind}
              />
              <TextInput
                label={t("people.rates.amountIn", { currency })}
                name="amount"
                inputMode="decimal"
                placeholder="22.50"
                required
                defaultValue={values.amount ?? ""}
                error={errors.amount}
              />
              <TextInput
                label={t("people.rates.effectiveOn")}
                name="effectiveOn"
                type="date"
                required
                defaultValue={values.effectiveOn ?? rates.today}
                error={errors.effectiveOn}
              />
            </SimpleGrid>
            <Button type="submit" mt="sm" loading={busy}>
              {t("people.rates.add")}
            </Button>
          </Form>
        ) : null}
        <Title order={3} size="h5">
          {t("people.rates.history")}
        </Title>
        {rates.history.length === 0 ? (
          <Text c="dimmed">{t("people.rates.none")}</Text>
        ) : (
          <ScrollRegion label={t("people.rates.historyLabel")} minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("people.rates.paid")}</Table.Th>
                  <Table.Th ta="right">{t("people.rates.amount")}</Table.Th>
                  <Table.Th>{t("people.rates.from")}</Table.Th>
                  <Table.Th>{t("people.rates.until")}</Table.Th>
                  <Table.Th>{t("people.rates.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.history.map(({ rate, status, endedOn }) => (
                  <Table.Tr key={rate.id}>
                    <Table.Td>{t(kindKeys[rate.kind])}</Table.Td>
                    <Table.Td ta="right">{f.money(rate.amountCents, { currency })}</Table.Td>
                    <Table.Td>{f.calendarDate(rate.effectiveOn)}</Table.Td>
                    <Table.Td>{endedOn ? f.calendarDate(endedOn) : "—"}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColor[status]}>
                        {t(statusKeys[status])}
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
