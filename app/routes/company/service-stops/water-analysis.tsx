import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMemo } from "react";
import { useFormat } from "~/components/format/format-provider";
import {
  adviceText,
  dilutionText,
  doseText,
  doseWarningText,
  flagStatusKeys,
  flagText,
  indexText,
} from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { analyzeWater, type Readings } from "~/core/chemistry";
import { wordFor } from "~/core/i18n/word-for";
import type { Units } from "~/core/water/volume";
import type { ServiceStopDetail } from "~/domain/service/stop-detail.server";

/** One of the company's chemical products, as the stop screen offers it (its active ingredient and strength for doses). */
export interface ChemicalItem {
  id: string;
  name: string;
  unit: string;
  chemical: string | null;
  strengthPercent: number | null;
}

export interface RecommendedDose {
  itemId: string | null;
  name: string;
  amount: string;
  unit: string;
  recommendedAmount: number | null;
  recommendedUnit: string | null;
  /** Which recommendation it is ("freeChlorine:raise"): a stop records each once. */
  recommendation: string;
}

/** A recommendation's identity on the stop screen: the need it answers (reading and direction). */
export const recommendationKey = (need: { reading: string; direction: string }) =>
  `${need.reading}:${need.direction}`;

const balanceColor: Record<string, string> = {
  corrosive: "red",
  "slightly corrosive": "orange",
  balanced: "green",
  "slightly scaling": "orange",
  scaling: "red",
};

/**
 * Live, as readings are typed (core/chemistry, in the browser): the saturation indexes, what is out of range and
 * by how much, and the doses to fix it — with the company's own products where it has them. "Record" copies a
 * recommendation into what was added, to adjust to what actually went in; a recorded one says so and can't be
 * recorded again (`recorded`: the recommendations already among what was added).
 */
export function WaterAnalysis({
  body,
  readings,
  units,
  items,
  recorded,
  onUse,
}: {
  body: ServiceStopDetail["bodies"][number];
  readings: Record<string, number>;
  units: Units;
  items: ChemicalItem[];
  recorded: ReadonlySet<string>;
  onUse: (dose: RecommendedDose) => void;
}) {
  const t = useT();
  const f = useFormat();
  const analysis = useMemo(
    () =>
      analyzeWater({
        readings: readings as Readings,
        sanitizer: body.sanitizer,
        surface: body.surface,
        volume: body.volume,
        units,
        targets: body.targets,
        companyItems: items.map((i) => ({
          id: i.id,
          name: i.name,
          activeIngredient: i.chemical,
          strengthPercent: i.strengthPercent,
          unit: i.unit,
        })),
      }),
    [readings, body, units, items],
  );
  if (Object.keys(readings).length === 0) return null;
  const outOfRange = analysis.flags.filter((f) => f.status !== "ok");

  return (
    <Paper
      withBorder
      p="sm"
      mt="md"
      bg="var(--mantine-color-gray-0)"
      aria-live="polite"
      aria-label={t("field.analysis.label", { body: body.name })}
      component="section"
    >
      <Stack gap={6}>
        <Group gap="xs">
          {(["lsi", "csi"] as const).map((index) => {
            const result = analysis[index];
            return result.ok ? (
              <Badge key={index} color={balanceColor[result.status] ?? "gray"} variant="light" tt="none">
                {indexText(t, f, result, index === "lsi" ? "LSI" : "CSI")}
              </Badge>
            ) : (
              <Text key={index} size="xs" c="dimmed">
                {indexText(t, f, result, index === "lsi" ? "LSI" : "CSI")}
              </Text>
            );
          })}
        </Group>
        {outOfRange.length === 0 ? (
          <Text size="sm">{t("field.analysis.allOk")}</Text>
        ) : (
          outOfRange.map((flag) => (
            <Group key={flag.reading} gap="xs" wrap="nowrap">
              <Badge
                color={flag.status === "retest" ? "orange" : flag.status === "low" ? "orange" : "red"}
                variant={flag.status === "retest" ? "filled" : "light"}
              >
                {wordFor(t, flagStatusKeys, flag.status)}
              </Badge>
              <Text size="sm">{flagText(t, f, flag, units)}</Text>
            </Group>
          ))
        )}
        {analysis.doses.map((dose) => {
          const message = doseText(t, f, dose, units, body.targets?.pH?.min);
          return (
            <Group
              key={`${dose.need.reading}-${dose.need.direction}`}
              gap="xs"
              justify="space-between"
              wrap="nowrap"
            >
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {message}
                </Text>
                {dose.warning ? (
                  <Text size="xs" c="orange.9">
                    {doseWarningText(t, dose.warning)}
                  </Text>
                ) : null}
              </Stack>
              {dose.recommendation && recorded.has(recommendationKey(dose.need)) ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="green"
                  disabled
                  leftSection={<IconCheck size={14} aria-hidden />}
                  style={{ flexShrink: 0 }}
                  aria-label={t("field.analysis.recordedLabel", { message })}
                >
                  {t("field.analysis.recorded")}
                </Button>
              ) : dose.recommendation ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  aria-label={t("field.analysis.recordLabel", { message })}
                  onClick={() => {
                    const r = dose.recommendation!;
                    // In steps (lowering TA), what goes in now is one step.
                    const amount = dose.steps?.each ?? r.amount;
                    onUse({
                      itemId: r.item?.id ?? null,
                      name: r.item?.name ?? r.product.name,
                      amount: String(amount.value),
                      unit: amount.unit,
                      recommendedAmount: amount.value,
                      recommendedUnit: amount.unit,
                      recommendation: recommendationKey(dose.need),
                    });
                  }}
                >
                  {t("field.analysis.record")}
                </Button>
              ) : null}
            </Group>
          );
        })}
        {[
          ...analysis.dilutions.map((d) =>
            dilutionText(
              t,
              f,
              d,
              analysis.flags.find((flag) => flag.reading === d.reading),
              units,
            ),
          ),
          ...[...analysis.notes, ...analysis.warnings].map((text) =>
            adviceText(t, f, text, analysis.flags, units),
          ),
        ].map((text) => (
          <Text key={text} size="xs" c="dimmed">
            {text}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
