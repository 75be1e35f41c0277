import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { type Reading, rangeStatus, readingLabels, readings as targetReadings } from "~/core/water/targets";
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

/** Live, as readings are typed: which are out of their target range and by how much. */
export function WaterAnalysis({
  body,
  readings,
}: {
  body: ServiceStopDetail["bodies"][number];
  readings: Record<string, number>;
  units: Units;
  items: ChemicalItem[];
  onUse: (dose: RecommendedDose) => void;
}) {
  const flags = Object.entries(readings)
    .filter(([reading]) => (targetReadings as readonly string[]).includes(reading))
    .flatMap(([reading, value]) => {
      const range = body.targets[reading as Reading];
      if (!range) return [];
      const status = rangeStatus(value, range);
      return status.status === "ok" ? [] : [{ reading: reading as Reading, value, range, ...status }];
    });
  if (Object.keys(readings).length === 0) return null;
  return (
    <Paper withBorder p="sm" mt="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Stack gap={4}>
        {flags.length === 0 ? (
          <Text size="sm">All readings entered are within their targets.</Text>
        ) : (
          flags.map((f) => (
            <Group key={f.reading} gap="xs">
              <Badge color={f.status === "low" ? "orange" : "red"} variant="light">
                {f.status}
              </Badge>
              <Text size="sm">
                {readingLabels[f.reading]} {f.value} is {f.off} {f.status === "low" ? "below" : "above"}{" "}
                {f.range.min}–{f.range.max}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
