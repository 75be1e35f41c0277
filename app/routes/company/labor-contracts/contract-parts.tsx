import { Badge, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import type { Formatter } from "~/core/format/format";
import { type LaborContractStatus, rateUnitLabels } from "~/core/team/labor-contract-status";
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

export function ContractStatusBadge({ status }: { status: LaborContractStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" component="span">
      {status}
    </Badge>
  );
}

export const rateText = (f: Formatter, cents: number, unit: keyof typeof rateUnitLabels, currency: string) =>
  `${f.money(cents, { currency })} ${rateUnitLabels[unit]}`;

/** The contract's terms, parties and dates. */
export function ContractFacts({ contract, currency }: { contract: LaborContractDetail; currency: string }) {
  const f = useFormat();
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Fact label="Offered by">{contract.offererName}</Fact>
        <Fact label="Offered to">{contract.receiverName}</Fact>
        <Fact label="Rate">{rateText(f, contract.rateCents, contract.rateUnit, currency)}</Fact>
        {contract.kind === "recurring" ? (
          <>
            <Fact label="Starts">{contract.startsOn ?? "—"}</Fact>
            <Fact label="Ends">{contract.endsOn ?? "At will"}</Fact>
            <Fact label="Notice">{`${contract.noticeDays} days`}</Fact>
          </>
        ) : null}
        <Fact label="Accept by">{contract.acceptBy ?? "—"}</Fact>
        <Fact label="Technician">{contract.technicianName ?? "—"}</Fact>
        {contract.endsEffectiveOn ? <Fact label="Last day of work">{contract.endsEffectiveOn}</Fact> : null}
        {contract.invoicedAt ? (
          <Fact label="Invoiced">{new Date(contract.invoicedAt).toISOString().slice(0, 10)}</Fact>
        ) : null}
      </SimpleGrid>
      {contract.terms ? (
        <Stack gap={4} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Terms
          </Text>
          <Text style={{ whiteSpace: "pre-line" }}>{contract.terms}</Text>
        </Stack>
      ) : null}
      {contract.decisionNote ? (
        <Text mt="md">
          <Text span fw={700}>
            Note with the answer:{" "}
          </Text>
          {contract.decisionNote}
        </Text>
      ) : null}
      {contract.endNote ? (
        <Text mt="md">
          <Text span fw={700}>
            Why it ended:{" "}
          </Text>
          {contract.endNote}
        </Text>
      ) : null}
    </Paper>
  );
}
