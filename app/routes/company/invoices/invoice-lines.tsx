import { Table, Text } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";

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
  if (lines.length === 0) return <Text c="dimmed">No lines.</Text>;
  return (
    <Table aria-label="Invoice lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
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
                {l.taxable ? "" : " · no tax"}
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
  return (
    <Table w="auto" aria-label="Totals" withRowBorders={false} verticalSpacing={2} ml="auto">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Subtotal</Table.Th>
          <Table.Td ta="right">{money(totals.subtotalCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Tax</Table.Th>
          <Table.Td ta="right">{money(totals.taxCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {money(totals.totalCents)}
          </Table.Td>
        </Table.Tr>
        {paidCents ? (
          <Table.Tr>
            <Table.Th scope="row">Paid</Table.Th>
            <Table.Td ta="right">{money(paidCents)}</Table.Td>
          </Table.Tr>
        ) : null}
        {creditedCents ? (
          <Table.Tr>
            <Table.Th scope="row">Credited</Table.Th>
            <Table.Td ta="right">{money(creditedCents)}</Table.Td>
          </Table.Tr>
        ) : null}
        {balanceCents !== undefined ? (
          <Table.Tr>
            <Table.Th scope="row">Balance due</Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(balanceCents)}
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
