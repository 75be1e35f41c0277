import { Badge, Group, Text } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import { equipmentCategoryKeys } from "~/core/equipment/category-words";
import { readingNameKeys } from "~/core/i18n/water-words";
import { entryFor, wordFor } from "~/core/i18n/word-for";
import type { PortalReading } from "~/domain/portal/visits.server";

/** "filter · Pentair · Clean & Clear Plus 420"; `word` names the category in the page's language. */
export function equipmentName(
  e: { category: string | null; make: string | null; model: string | null },
  word: (value: string | null) => string | null = (v) => v,
) {
  return [word(e.category), e.make, e.model].filter(Boolean).join(" · ");
}

const markColor = { ok: "green", low: "orange", high: "red", retest: "orange" } as const;

const markWords = {
  ok: "portal.reading.ok",
  low: "portal.reading.low",
  high: "portal.reading.high",
  retest: "portal.reading.retest",
} as const;

/**
 * A reading's name in the page's language ("Free chlorine", "Cloro libre"); a reading not listed keeps the label the
 * server gave it.
 */
export function useReadingName() {
  const t = useT();
  return (key: string, label: string) => {
    const name = entryFor(readingNameKeys, key);
    return name === undefined ? label : t(name);
  };
}

/** A reading with its unit and, when it has a target, whether it was in range (in words, not only colour). */
export function ReadingMark({ reading }: { reading: PortalReading }) {
  const t = useT();
  const name = useReadingName();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {name(reading.key, reading.label)}: <strong>{reading.value}</strong>
        {reading.unit ? ` ${reading.unit}` : ""}
      </Text>
      {reading.mark ? (
        <Badge
          size="sm"
          variant="light"
          color={markColor[reading.mark]}
          title={t("portal.reading.target", { target: String(reading.target) })}
        >
          {t(markWords[reading.mark])}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * A pool's kind, sanitizer and surface, an equipment's category and status, as stored ("pool", "chlorine", "pump",
 * "needs repair"), in the page's language.
 */
const poolWords = {
  pool: "portal.pool.value.pool",
  spa: "portal.pool.value.spa",
  fountain: "portal.pool.value.fountain",
  "water feature": "portal.pool.value.waterFeature",
  chlorine: "portal.pool.value.chlorine",
  salt: "portal.pool.value.salt",
  bromine: "portal.pool.value.bromine",
  mineral: "portal.pool.value.mineral",
  plaster: "portal.pool.value.plaster",
  pebble: "portal.pool.value.pebble",
  quartz: "portal.pool.value.quartz",
  vinyl: "portal.pool.value.vinyl",
  fiberglass: "portal.pool.value.fiberglass",
  tile: "portal.pool.value.tile",
  ...equipmentCategoryKeys,
  operational: "portal.equipment.value.operational",
  "needs maintenance": "portal.equipment.value.needsMaintenance",
  "needs repair": "portal.equipment.value.needsRepair",
  "not operational": "portal.equipment.value.notOperational",
} as const;

/** `word("chlorine")` → "chlorine" / "cloro"; a value not listed (or none) stays as it is. */
export function usePoolWord() {
  const t = useT();
  return <V extends string | null | undefined>(value: V): V | string =>
    value ? wordFor(t, poolWords, value) : value;
}
