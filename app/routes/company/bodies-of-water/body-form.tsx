import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { TargetRangeInputs } from "~/components/forms/target-range-inputs";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import {
  baseTargets,
  type CompanyTargetDefaults,
  isSanitizer,
  isSurface,
  readings,
  sanitizers,
  surfaces,
  type TargetRange,
} from "~/core/water/targets";
import { type BodyKind, bodyKinds, type Shape, shapes, type Units } from "~/core/water/volume";
import {
  bodyOfWaterSchema,
  type DimensionField,
  depthFields,
  dimensionUnit,
  shapeDimensions,
  targetMaxField,
  targetMinField,
  volumeUnit,
} from "~/domain/water/schemas";
import { sanitizerKeys, surfaceKeys } from "./water-labels";

export interface BodyValues {
  name: string;
  kind: string;
  volume: number;
  volumeSource: string;
  shape: string | null;
  dimensions: Record<string, number> | null;
  surface: string;
  sanitizer: string;
  indoor: boolean;
  lastFilledOn: string | null;
  targetOverrides: Record<string, TargetRange>;
}

const kindKeys = {
  pool: "office.poolForm.kindPool",
  spa: "office.poolForm.kindSpa",
  fountain: "office.poolForm.kindFountain",
  "water feature": "office.poolForm.kindFeature",
} as const satisfies Record<BodyKind, string>;

const shapeKeys = {
  rectangle: "office.poolForm.rectangle",
  round: "office.poolForm.round",
  oval: "office.poolForm.oval",
  kidney: "office.poolForm.kidney",
  freeform: "office.poolForm.freeform",
} as const satisfies Record<Shape, string>;

/** Each dimension's label, with its unit ("Length (ft)"). */
const dimensionKeys = {
  length: "office.poolForm.dim.length",
  width: "office.poolForm.dim.width",
  diameter: "office.poolForm.dim.diameter",
  widthA: "office.poolForm.dim.widthA",
  widthB: "office.poolForm.dim.widthB",
  surfaceArea: "office.poolForm.dim.surfaceArea",
  averageDepth: "office.poolForm.dim.averageDepth",
  shallowDepth: "office.poolForm.dim.shallowDepth",
  deepDepth: "office.poolForm.dim.deepDepth",
} as const satisfies Record<DimensionField, string>;

/** The plan dimensions, each shown only for the shapes that use it. */
const planFields: { field: DimensionField; shapes: Shape[] }[] = (
  ["length", "width", "diameter", "widthA", "widthB", "surfaceArea"] as const
).map((field) => ({ field, shapes: shapes.filter((s) => shapeDimensions[s].includes(field)) }));

/**
 * Which volume inputs show follows the "Volume" radio and the "Shape" select through CSS alone, so the form works
 * before (or without) JavaScript. Every input is always posted; the server ignores the ones the mode doesn't use.
 * Browsers without :has() simply show every input.
 */
const modeCss = `@supports selector(:has(*)) {
  .bow-form .bow-entered, .bow-form .bow-computed, .bow-form [data-shapes] { display: none; }
  .bow-form:has(input[name="volumeSource"][value="entered"]:checked) .bow-entered { display: block; }
  .bow-form:has(input[name="volumeSource"][value="computed"]:checked) .bow-computed { display: block; }
${shapes
  .map(
    (s) =>
      `  .bow-form:has(select[name="shape"] option[value="${s}"]:checked) [data-shapes~="${s}"] { display: block; }`,
  )
  .join("\n")}
}`;

export function BodyOfWaterForm({
  body,
  units,
  companyTargets,
  actionData,
  submitLabel,
}: {
  body?: BodyValues;
  units: Units;
  /** The company's own defaults (Settings → Water targets), shown as the placeholders. */
  companyTargets: CompanyTargetDefaults;
  actionData: Rejected | undefined;
  submitLabel: string;
}) {
  const t = useT();
  const schema = useMemo(() => bodyOfWaterSchema(units, companyTargets), [units, companyTargets]);
  const { errors, values, onSubmit } = useValidatedForm(schema, actionData);
  const busy = useNavigation().state === "submitting";
  const stored = (key: string): string => {
    if (values[key] !== undefined) return values[key];
    if (!body) return "";
    if ((depthFields as readonly string[]).includes(key) || planFields.some((p) => p.field === key)) {
      const n = body.dimensions?.[key];
      return n === undefined ? "" : String(n);
    }
    const current = body[key as keyof BodyValues];
    return typeof current === "string" || typeof current === "number" ? String(current) : "";
  };
  const initialSanitizer = stored("sanitizer");
  const initialSurface = stored("surface");
  const [sanitizer, setSanitizer] = useState(isSanitizer(initialSanitizer) ? initialSanitizer : "chlorine");
  const [surface, setSurface] = useState(isSurface(initialSurface) ? initialSurface : "plaster");
  const defaults = baseTargets(sanitizer, surface, companyTargets);
  const overrideValue = (field: string, reading: string, end: "min" | "max") =>
    values[field] ?? (body?.targetOverrides[reading]?.[end]?.toString() || "");
  const hasOverrides =
    readings.some(
      (r) => overrideValue(targetMinField(r), r, "min") || overrideValue(targetMaxField(r), r, "max"),
    ) || Object.keys(errors).some((k) => k.startsWith("target"));
  const volumeAbbr = volumeUnit(units);
  const volumeSource = stored("volumeSource") || "entered";

  const number = (field: DimensionField, extra: Record<string, unknown> = {}) => (
    <NumberInput
      label={t(dimensionKeys[field], { unit: dimensionUnit(field, units) })}
      name={field}
      defaultValue={stored(field)}
      error={errors[field]}
      decimalScale={2}
      hideControls
      inputMode="decimal"
      {...extra}
    />
  );

  return (
    <Form method="post" onSubmit={onSubmit} noValidate className="bow-form">
      <style>{modeCss}</style>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={820}>
        <FormError message={errors.form} />
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("office.poolForm.about")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("office.poolForm.name")}
              name="name"
              placeholder={t("office.poolForm.namePlaceholder")}
              defaultValue={stored("name")}
              error={errors.name}
              withAsterisk
              autoComplete="off"
            />
            <NativeSelect
              label={t("office.poolForm.kind")}
              name="kind"
              data={bodyKinds.map((k) => ({ value: k, label: t(kindKeys[k]) }))}
              defaultValue={stored("kind") || "pool"}
              error={errors.kind}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg">
          <Radio.Group
            name="volumeSource"
            label={
              <Title order={2} size="h4">
                {t("office.poolForm.volume")}
              </Title>
            }
            description={t("office.poolForm.volumeHelp")}
            defaultValue={volumeSource}
            error={errors.volumeSource}
          >
            <Group mt="xs" mb="md">
              <Radio value="entered" label={t("office.poolForm.enter")} />
              <Radio value="computed" label={t("office.poolForm.compute")} />
            </Group>
          </Radio.Group>
          <div className="bow-entered">
            <NumberInput
              label={t("office.poolForm.volumeIn", { unit: volumeAbbr })}
              name="volume"
              defaultValue={stored("volume")}
              error={errors.volume}
              decimalScale={0}
              hideControls
              inputMode="numeric"
              maw={260}
            />
          </div>
          <div className="bow-computed">
            <Stack>
              <NativeSelect
                label={t("office.poolForm.shape")}
                name="shape"
                data={[
                  { value: "", label: t("office.poolForm.chooseShape") },
                  ...shapes.map((s) => ({ value: s, label: t(shapeKeys[s]) })),
                ]}
                defaultValue={stored("shape")}
                error={errors.shape}
                maw={260}
              />
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
                {planFields.map(({ field, shapes: usedBy }) => (
                  <div key={field} data-shapes={usedBy.join(" ")}>
                    {number(field)}
                  </div>
                ))}
              </SimpleGrid>
              <div data-shapes={shapes.join(" ")}>
                <Text size="sm" c="dimmed" mb="xs">
                  {t("office.poolForm.depthHelp")}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
                  {depthFields.map((field) => (
                    <div key={field}>{number(field)}</div>
                  ))}
                </SimpleGrid>
              </div>
            </Stack>
          </div>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("office.poolForm.water")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t("office.poolForm.surface")}
              name="surface"
              data={surfaces.map((s) => ({ value: s, label: t(surfaceKeys[s]) }))}
              defaultValue={surface}
              onChange={(e) => isSurface(e.currentTarget.value) && setSurface(e.currentTarget.value)}
              error={errors.surface}
            />
            <NativeSelect
              label={t("office.poolForm.sanitizer")}
              name="sanitizer"
              data={sanitizers.map((s) => ({ value: s, label: t(sanitizerKeys[s]) }))}
              defaultValue={sanitizer}
              onChange={(e) => isSanitizer(e.currentTarget.value) && setSanitizer(e.currentTarget.value)}
              error={errors.sanitizer}
            />
            <TextInput
              type="date"
              label={t("office.poolForm.lastFilled")}
              name="lastFilledOn"
              defaultValue={stored("lastFilledOn")}
              error={errors.lastFilledOn}
            />
            <Checkbox
              mt={{ sm: 30 }}
              name="indoor"
              label={t("office.poolForm.indoor")}
              defaultChecked={values.indoor !== undefined ? values.indoor === "on" : body?.indoor}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg" component="details" open={hasOverrides}>
          <Text component="summary" fw={700} style={{ cursor: "pointer" }}>
            {t("office.poolForm.targets")}
          </Text>
          <Text size="sm" c="dimmed" my="sm">
            {t("office.poolForm.targetsHelp")}
          </Text>
          <TargetRangeInputs placeholders={defaults} value={overrideValue} errors={errors} />
        </Paper>

        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
