import { Paper, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";

/** A table that scrolls sideways inside its own box on a phone (focusable, so a keyboard can scroll it too). */
export function ReportTable({
  label,
  minWidth,
  head,
  rows,
  foot,
}: {
  label: string;
  minWidth: number;
  head: React.ReactNode[];
  rows: { key: string; cells: React.ReactNode[] }[];
  foot?: React.ReactNode[];
}) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={i}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((c, i) => (
                <Table.Td key={i}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {foot ? (
          <Table.Tfoot>
            <Table.Tr>
              {foot.map((f, i) => (
                <Table.Th key={i}>{f}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

/** A chart with its caption; the table under it carries the same figures for anyone who can't see the chart. */
export function ChartFigure({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <Title order={2} size="h5" component="figcaption" mb="xs">
        {caption}
      </Title>
      {children}
    </figure>
  );
}

export function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((f) => (
        <Paper key={f.label} withBorder p="sm">
          <Text size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text fw={700}>{f.value}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Text fw={600}>{t("reports.empty.title")}</Text>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
