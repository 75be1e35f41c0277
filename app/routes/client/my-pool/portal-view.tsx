import { Badge, Group, Text } from "@mantine/core";
import type { PortalReading } from "~/domain/portal/visits.server";

/** "Tuesday, November 24, 2026" from a calendar date (no time zone shift: it is a date, not an instant). */
export function longDate(date: string | null) {
  if (!date) return "—";
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "filter · Pentair · Clean & Clear Plus 420". */
export function equipmentName(e: { category: string | null; make: string | null; model: string | null }) {
  return [e.category, e.make, e.model].filter(Boolean).join(" · ");
}

export function money(cents: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
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
