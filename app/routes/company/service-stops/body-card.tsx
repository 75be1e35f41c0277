import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { memo } from "react";
import { useFormat } from "~/components/format/format-provider";
import { readingLabel, sanitizerKeys } from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { retestLimits, retestReason } from "~/core/chemistry/readings";
import { parseLocaleNumber } from "~/core/format/parse-number";
import { wordFor } from "~/core/i18n/word-for";
import { type DoseDraft, type Draft, doseUnits } from "~/core/service/stop-draft";
import type { Units } from "~/core/water/volume";
import { type StopReading, stopReadingUnit } from "~/domain/service/readings";
import type { ServiceStopDetail } from "~/domain/service/stop-detail.server";
import { type ChemicalItem, WaterAnalysis } from "./water-analysis";
import { readingField } from "./wet-fingers";

/** The chemical select's value for a product that is not one of the company's items. */
const OTHER = "other";

/** What the technician typed, read in the page's locale ("7,5" is 7.5 in es-ES): null when empty, NaN when not a number. */
const toNumber = (text: string, locale: string) => parseLocaleNumber(text, locale);

/**
 * One body of water at the stop: its readings (with last visit's values and a "retest" badge for impossible ones),
 * the live analysis with recommended doses, and the chemicals added.
 */
export const BodyCard = memo(function BodyCard({
  body,
  units,
  items,
  draft,
  errors,
  onChange,
}: {
  body: ServiceStopDetail["bodies"][number];
  units: Units;
  items: ChemicalItem[];
  draft: Draft["bodies"][string];
  errors: Record<string, string>;
  /** The body's new draft, with the body's id: one stable function from the screen, so other bodies stay as drawn. */
  onChange: (bodyId: string, entry: Draft["bodies"][string]) => void;
}) {
  const f = useFormat();
  const t = useT();
  const volumeUnit = units === "us" ? "gal" : "L";
  const setReading = (reading: string, value: string) =>
    onChange(body.id, { ...draft, readings: { ...draft.readings, [reading]: value } });
  const setDose = (index: number, dose: DoseDraft) =>
    onChange(body.id, { ...draft, doses: draft.doses.map((d, i) => (i === index ? dose : d)) });
  const recorded = new Set(draft.doses.flatMap((d) => (d.recommendation ? [d.recommendation] : [])));
  const numbers = Object.fromEntries(
    Object.entries(draft.readings)
      .map(([k, v]) => [k, toNumber(v, t.locale)] as const)
      .filter((e): e is [string, number] => e[1] !== null && Number.isFinite(e[1])),
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`body-${body.id}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={`body-${body.id}`}>
          {body.name}
        </Title>
        <Text size="sm" c="dimmed">
          {f.quantity(body.volume, volumeUnit)} · {wordFor(t, sanitizerKeys, body.sanitizer)}
        </Text>
      </Group>
      {body.previous ? (
        <Text size="xs" c="dimmed" mb="xs">
          {t("field.body.lastVisit", { date: body.previous.date })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {body.readingKeys.map((reading: StopReading) => {
          const unit = stopReadingUnit(reading, units);
          const last = body.previous?.readings[reading];
          // A value pool water cannot have: a "retest" badge on the field, and no dose from it (core/chemistry).
          const typed = numbers[reading];
          const retest = typed !== undefined && retestReason(reading, typed, units) !== null;
          const limits = retestLimits(reading, units);
          const hint = [
            last !== undefined
              ? t("field.body.last", { value: f.number(last, { grouping: false, maximumFractionDigits: 6 }) })
              : null,
            retest
              ? t("field.body.retestRange", { min: f.number(limits.min), max: f.number(limits.max) })
              : null,
          ].filter(Boolean);
          return (
            <TextInput
              key={reading}
              label={
                unit
                  ? t("field.body.readingWithUnit", { reading: readingLabel(t, reading), unit })
                  : readingLabel(t, reading)
              }
              inputMode="decimal"
              autoComplete="off"
              data-draft={`bodies/${body.id}/readings/${reading}`}
              classNames={readingField}
              inputWrapperOrder={["label", "input", "description", "error"]}
              value={draft.readings[reading] ?? ""}
              description={hint.length ? hint.join(" · ") : undefined}
              rightSection={
                retest ? (
                  <Badge color="orange" variant="filled" size="sm" aria-hidden>
                    {t("field.body.retest")}
                  </Badge>
                ) : undefined
              }
              rightSectionWidth={retest ? 64 : undefined}
              rightSectionPointerEvents="none"
              error={errors[`bodies.${body.id}.${reading}`]}
              onChange={(e) => setReading(reading, e.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>

      <WaterAnalysis
        body={body}
        readings={numbers}
        units={units}
        items={items}
        recorded={recorded}
        onUse={(dose) => {
          // A second tap before the screen caught up records nothing more.
          if (recorded.has(dose.recommendation)) return;
          onChange(body.id, { ...draft, doses: [...draft.doses, dose] });
        }}
      />

      <Title order={3} size="h5" mt="md" mb="xs">
        {t("field.body.added")}
      </Title>
      <Stack gap="xs">
        {draft.doses.map((dose, i) => (
          <Card key={`${i}-${dose.name}`} withBorder padding="xs">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              {items.length ? (
                <NativeSelect
                  label={t("field.body.chemical")}
                  value={dose.itemId ?? OTHER}
                  data={[
                    ...items.map((it) => ({ value: it.id, label: it.name })),
                    { value: OTHER, label: t("field.body.other") },
                  ]}
                  onChange={(e) => {
                    const chosen = items.find((it) => it.id === e.currentTarget.value);
                    setDose(
                      i,
                      chosen
                        ? { ...dose, itemId: chosen.id, name: chosen.name }
                        : { ...dose, itemId: null, name: "" },
                    );
                  }}
                />
              ) : null}
              {!dose.itemId ? (
                <TextInput
                  label={t("field.body.chemicalName")}
                  data-draft={`bodies/${body.id}/doses/${i}/name`}
                  value={dose.name}
                  error={errors[`bodies.${body.id}.doses.${i}.name`]}
                  onChange={(e) => setDose(i, { ...dose, name: e.currentTarget.value })}
                />
              ) : null}
              <TextInput
                label={t("field.body.amount")}
                inputMode="decimal"
                data-draft={`bodies/${body.id}/doses/${i}/amount`}
                value={dose.amount}
                error={errors[`bodies.${body.id}.doses.${i}`]}
                onChange={(e) => setDose(i, { ...dose, amount: e.currentTarget.value })}
              />
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NativeSelect
                  label={t("field.body.unit")}
                  value={dose.unit}
                  data={doseUnits(units)}
                  onChange={(e) => setDose(i, { ...dose, unit: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={
                    dose.name ? t("field.body.remove", { name: dose.name }) : t("field.body.removeChemical")
                  }
                  onClick={() =>
                    onChange(body.id, { ...draft, doses: draft.doses.filter((_, j) => j !== i) })
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </SimpleGrid>
            {dose.recommendedAmount ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t("field.body.recommended", {
                  amount: f.number(dose.recommendedAmount, { grouping: false, maximumFractionDigits: 6 }),
                  unit: dose.recommendedUnit ?? "",
                })}
              </Text>
            ) : null}
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              onChange(body.id, {
                ...draft,
                doses: [
                  ...draft.doses,
                  {
                    itemId: items[0]?.id ?? null,
                    name: items[0]?.name ?? "",
                    amount: "",
                    unit: doseUnits(units)[0],
                  },
                ],
              })
            }
          >
            {t("field.body.addChemical", { body: body.name })}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t("field.body.noItems")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
});
