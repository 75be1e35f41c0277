import { Badge, Group, Text } from "@mantine/core";
import type { PortalReading } from "~/domain/portal/visits.server";

/** "filter · Pentair · Clean & Clear Plus 420". */
export function equipmentName(e: { category: string | null; make: string | null; model: string | null }) {
  return [e.category, e.make, e.model].filter(Boolean).join(" · ");
}

const markColor = { ok: "green", low: "orange", high: "red", retest: "orange" } as const;

/** A reading with its unit and, when it has a target, whether it was in range (in words, not only colour). */
export function ReadingMark({ reading }: { reading: PortalReading }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {reading.label}: <strong>{reading.value}</strong>
        {reading.unit ? ` ${reading.unit}` : ""}
      </Text>
      {reading.mark ? (
        <Badge size="sm" variant="light" color={markColor[reading.mark]} title={`Target ${reading.target}`}>
          {reading.mark === "ok" ? "in range" : reading.mark}
        </Badge>
      ) : null}
    </Group>
  );
}
