import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { analyzeWater, type Readings } from "~/core/chemistry";
import type { Units } from "~/core/water/volume";
import type { ServiceStopDetail } from "~/domain/service/stops.server";
import type { ChemicalItem } from "./stop-workflow";

export interface RecommendedDose {
  itemId: string | null;
  name: string;
  amount: string;
  unit: string;
  recommendedAmount: number | null;
  recommendedUnit: string | null;
}

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
 * recommendation into what was added, to adjust to what actually went in.
 */
export function WaterAnalysis({
  body,
  readings,
  units,
  items,
  onUse,
}: {
  body: ServiceStopDetail["bodies"][number];
  readings: Record<string, number>;
  units: Units;
  items: ChemicalItem[];
  onUse: (dose: RecommendedDose) => void;
}) {
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
      aria-label={`Water analysis for ${body.name}`}
      component="section"
    >
      <Stack gap={6}>
        <Group gap="xs">
          {(["lsi", "csi"] as const).map((index) => {
            const result = analysis[index];
            return result.ok ? (
              <Badge key={index} color={balanceColor[result.status] ?? "gray"} variant="light" tt="none">
                {index.toUpperCase()} {result.value > 0 ? "+" : ""}
                {result.value}: {result.status}
              </Badge>
            ) : (
              <Text key={index} size="xs" c="dimmed">
                {result.message}
              </Text>
            );
          })}
        </Group>
        {outOfRange.length === 0 ? (
          <Text size="sm">All readings entered are within their targets.</Text>
        ) : (
          outOfRange.map((f) => (
            <Group key={f.reading} gap="xs" wrap="nowrap">
              <Badge
                color={f.status === "retest" ? "orange" : f.status === "low" ? "orange" : "red"}
                variant={f.status === "retest" ? "filled" : "light"}
              >
                {f.status}
              </Badge>
              <Text size="sm">{f.message}</Text>
            </Group>
          ))
        )}
        {analysis.doses.map((dose) => (
          <Group
            key={`${dose.need.reading}-${dose.need.direction}`}
            gap="xs"
            justify="space-between"
            wrap="nowrap"
          >
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {dose.message}
              </Text>
              {dose.warning ? (
                <Text size="xs" c="orange.9">
                  {dose.warning}
                </Text>
              ) : null}
            </Stack>
            {dose.recommendation ? (
              <Button
                size="compact-sm"
                variant="light"
                style={{ flexShrink: 0 }}
                aria-label={`Record: ${dose.message}`}
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
                  });
                }}
              >
                Record
              </Button>
            ) : null}
          </Group>
        ))}
        {[...analysis.dilutions.map((d) => d.message), ...analysis.notes, ...analysis.warnings].map(
          (text) => (
            <Text key={text} size="xs" c="dimmed">
              {text}
            </Text>
          ),
        )}
      </Stack>
    </Paper>
  );
}
