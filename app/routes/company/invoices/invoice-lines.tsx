import { Table, Text } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";

export interface ShownLine {
  id: string;
  description: string;
  serviceDate: string | null;
  quantity: number;
  unit: string | null;
  unitPriceCents: number;
  amountCents: number;
  taxable: boolean;
}

/**
 * An invoice's lines as the customer reads them (the office's sent invoices and the public page): two columns, so a
 * phone shows every amount without scrolling; quantity × unit price under the description.
 */
export function LinesTable({ lines, money }: { lines: ShownLine[]; money: (cents: number) => string }) {
  const f = useFormat();
  const t = useT();
  if (lines.length === 0) return <Text c="dimmed">{t("money.lines.empty")}</Text>;
  return (
    <Table aria-label={t("money.lines.label")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("money.lines.description")}</Table.Th>
          <Table.Th ta="right">{t("money.lines.amount")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>
              <Text>{l.description}</Text>
              <Text size="sm" c="dimmed">
                {l.quantity}
                {l.unit ? ` ${l.unit}` : ""} × {money(l.unitPriceCents)}
                {l.serviceDate ? ` · ${f.calendarDate(l.serviceDate)}` : ""}
                {l.taxable ? "" : t("money.lines.noTax")}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
              {money(l.amountCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Subtotal, tax and total; with money taken, what was paid and credited and the balance left. */
export function TotalsTable({
  totals,
  money,
  paidCents,
  creditedCents,
  balanceCents,
}: {
  totals: { subtotalCents: number; taxCents: number; totalCents: number };
  money: (cents: number) => string;
  paidCents?: number;
  creditedCents?: number;
  balanceCents?: number;
}) {
  const t = useT();
  return (
    <Table w="auto" aria-label={t("money.totals.label")} withRowBorders={false} verticalSpacing={2} ml="auto">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">{t("money.totals.subtotal")}</Table.Th>
          <Table.Td ta="right">{money(totals.subtotalCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t("money.totals.tax")}</Table.Th>
          <Table.Td ta="right">{money(totals.taxCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t("money.totals.total")}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {money(totals.totalCents)}
          </Table.Td>
        </Table.Tr>
        {paidCents ? (
          <Table.Tr>
            <Table.Th scope="row">{t("money.totals.paid")}</Table.Th>
            <Table.Td ta="right">{money(paidCents)}</Table.Td>
          </Table.Tr>
        ) : null}
        {creditedCents ? (
          <Table.Tr>
            <Table.Th scope="row">{t("money.totals.credited")}</Table.Th>
            <Table.Td ta="right">{money(creditedCents)}</Table.Td>
          </Table.Tr>
        ) : null}
        {balanceCents !== undefined ? (
          <Table.Tr>
            <Table.Th scope="row">{t("money.totals.balanceDue")}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(balanceCents)}
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
