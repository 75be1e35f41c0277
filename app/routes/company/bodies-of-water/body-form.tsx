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
import {
  baseTargets,
  type CompanyTargetDefaults,
  isSanitizer,
  isSurface,
  readings,
  sanitizerLabels,
  sanitizers,
  surfaceLabels,
  surfaces,
  type TargetRange,
} from "~/core/water/targets";
import { bodyKinds, type Shape, shapes, type Units } from "~/core/water/volume";
import {
  bodyOfWaterSchema,
  type DimensionField,
  depthFields,
  dimensionLabel,
  shapeDimensions,
  targetMaxField,
  targetMinField,
  volumeUnit,
} from "~/domain/water/schemas";

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

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const shapeLabels: Record<Shape, string> = {
  rectangle: "Rectangle",
  round: "Round",
  oval: "Oval",
  kidney: "Kidney",
  freeform: "Freeform (by surface area)",
};

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
      label={dimensionLabel(field, units)}
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
            About
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              name="name"
              placeholder="Main pool"
              defaultValue={stored("name")}
              error={errors.name}
              withAsterisk
              autoComplete="off"
            />
            <NativeSelect
              label="Kind"
              name="kind"
              data={bodyKinds.map((k) => ({ value: k, label: capitalize(k) }))}
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
                Volume
              </Title>
            }
            description="Type the volume if you know it, or give the shape and dimensions and we compute it."
            defaultValue={volumeSource}
            error={errors.volumeSource}
          >
            <Group mt="xs" mb="md">
              <Radio value="entered" label="Enter volume" />
              <Radio value="computed" label="Compute from shape" />
            </Group>
          </Radio.Group>
          <div className="bow-entered">
            <NumberInput
              label={`Volume (${volumeAbbr})`}
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
                label="Shape"
                name="shape"
                data={[
                  { value: "", label: "Choose a shape" },
                  ...shapes.map((s) => ({ value: s, label: shapeLabels[s] })),
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
                  Give the average depth, or the shallow and deep end depths.
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
            Water
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Surface"
              name="surface"
              data={surfaces.map((s) => ({ value: s, label: surfaceLabels[s] }))}
              defaultValue={surface}
              onChange={(e) => isSurface(e.currentTarget.value) && setSurface(e.currentTarget.value)}
              error={errors.surface}
            />
            <NativeSelect
              label="Sanitizer"
              name="sanitizer"
              data={sanitizers.map((s) => ({ value: s, label: sanitizerLabels[s] }))}
              defaultValue={sanitizer}
              onChange={(e) => isSanitizer(e.currentTarget.value) && setSanitizer(e.currentTarget.value)}
              error={errors.sanitizer}
            />
            <TextInput
              type="date"
              label="Last filled"
              name="lastFilledOn"
              defaultValue={stored("lastFilledOn")}
              error={errors.lastFilledOn}
            />
            <Checkbox
              mt={{ sm: 30 }}
              name="indoor"
              label="Indoor"
              defaultChecked={values.indoor !== undefined ? values.indoor === "on" : body?.indoor}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg" component="details" open={hasOverrides}>
          <Text component="summary" fw={700} style={{ cursor: "pointer" }}>
            Target ranges (optional)
          </Text>
          <Text size="sm" c="dimmed" my="sm">
            Leave blank to use your company's defaults for this sanitizer and surface, shown in grey. Fill in
            only the ends you want to change.
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
