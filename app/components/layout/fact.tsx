import { Paper, Text } from "@mantine/core";

/** A labelled value on a detail page. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** A labelled value in its own bordered box, for a grid of a record's key figures (equipment, pools, task groups…). */
export function FactCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fw={600} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Paper>
  );
}
