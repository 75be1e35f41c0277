import { Badge, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { Fact } from "~/components/layout/fact";
import type { Formatter } from "~/core/format/format";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";
import type { LaborContractStatus, rateUnitLabels } from "~/core/team/labor-contract-status";
import type { LaborContractDetail } from "~/domain/team/labor-contracts.server";

type Kind = "recurring" | "one-time";
export const contractHref = (kind: Kind, id: string) =>
  kind === "recurring" ? `/company/recurringLaborContracts/${id}` : `/company/laborContracts/details/${id}`;

const statusColors: Record<LaborContractStatus, string> = {
  offered: "blue",
  accepted: "teal",
  rejected: "red",
  withdrawn: "gray",
  expired: "orange",
  ended: "gray",
  finished: "grape",
  invoiced: "dark",
};

/** Catalog keys of the stored statuses (the English words are the stored values). */
export const laborStatusKeys = {
  offered: "contracts.laborStatus.offered",
  accepted: "contracts.laborStatus.accepted",
  rejected: "contracts.laborStatus.rejected",
  withdrawn: "contracts.laborStatus.withdrawn",
  expired: "contracts.laborStatus.expired",
  ended: "contracts.laborStatus.ended",
  finished: "contracts.laborStatus.finished",
  invoiced: "contracts.laborStatus.invoiced",
} as const satisfies Record<LaborContractStatus, string>;

export function ContractStatusBadge({ status }: { status: LaborContractStatus }) {
  const t = useT();
  return (
    <Badge color={statusColors[status]} variant="light" component="span">
      {t(laborStatusKeys[status])}
    </Badge>
  );
}

/** "$30.00 per stop", in the page's language. */
export const rateText = (
  t: Translator<MessageKey>,
  f: Formatter,
  cents: number,
  unit: keyof typeof rateUnitLabels,
  currency: string,
) => t("contracts.labor.rate", { amount: f.money(cents, { currency }), unit });

/** The contract's terms, parties and dates. */
export function ContractFacts({ contract, currency }: { contract: LaborContractDetail; currency: string }) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Fact label={t("contracts.labor.offeredBy")}>{contract.offererName}</Fact>
        <Fact label={t("contracts.labor.offeredTo")}>{contract.receiverName}</Fact>
        <Fact label={t("contracts.labor.rateHeader")}>
          {rateText(t, f, contract.rateCents, contract.rateUnit, currency)}
        </Fact>
        {contract.kind === "recurring" ? (
          <>
            <Fact label={t("contracts.labor.starts")}>
              {contract.startsOn ? f.calendarDate(contract.startsOn) : "—"}
            </Fact>
            <Fact label={t("contracts.labor.ends")}>
              {contract.endsOn ? f.calendarDate(contract.endsOn) : t("contracts.labor.atWill")}
            </Fact>
            <Fact label={t("contracts.labor.notice")}>
              {t("contracts.labor.noticeDays", { days: contract.noticeDays })}
            </Fact>
          </>
        ) : null}
        <Fact label={t("contracts.labor.acceptBy")}>
          {contract.acceptBy ? f.calendarDate(contract.acceptBy) : "—"}
        </Fact>
        <Fact label={t("contracts.labor.technician")}>{contract.technicianName ?? "—"}</Fact>
        {contract.endsEffectiveOn ? (
          <Fact label={t("contracts.labor.lastDay")}>{f.calendarDate(contract.endsEffectiveOn)}</Fact>
        ) : null}
        {contract.invoicedAt ? (
          <Fact label={t("contracts.labor.invoiced")}>{f.date(contract.invoicedAt)}</Fact>
        ) : null}
      </SimpleGrid>
      {contract.terms ? (
        <Stack gap={4} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("contracts.labor.terms")}
          </Text>
          <Text style={{ whiteSpace: "pre-line" }}>{contract.terms}</Text>
        </Stack>
      ) : null}
      {contract.decisionNote ? (
        <Text mt="md">
          <Text span fw={700}>
            {t("contracts.labor.decisionNote")}{" "}
          </Text>
          {contract.decisionNote}
        </Text>
      ) : null}
      {contract.endNote ? (
        <Text mt="md">
          <Text span fw={700}>
            {t("contracts.labor.endNote")}{" "}
          </Text>
          {contract.endNote}
        </Text>
      ) : null}
    </Paper>
  );
}
