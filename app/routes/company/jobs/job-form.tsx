import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { LineItemsEditor } from "~/components/forms/line-items-editor";
import { PriceLineFields } from "~/components/forms/price-line-fields";
import { useKeyedRows } from "~/components/forms/use-keyed-rows";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { Rich } from "~/components/i18n/rich";
import { jobTotals, lineAmountCents } from "~/core/operations/job-money";
import {
  centsToMoneyText,
  jobFormSchema,
  jobTypeOptions,
  rowsFromFields,
} from "~/domain/operations/job-schemas";
import { parseMoneyToCents } from "~/domain/service/task-group-schemas";
import { jobTypeKeys } from "./job-badges";

export interface PlaceOptions {
  locations: { value: string; label: string }[];
  bodies: { value: string; label: string; locationId: string }[];
  equipment: { value: string; label: string; bodyId: string }[];
}

export interface CatalogItem {
  value: string;
  label: string;
  priceCents: number | null;
  costCents: number | null;
  taxable: boolean;
  unit: string;
}

interface LineState {
  key: number;
  kind: "item" | "labor";
  itemId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  unitCost: string;
  taxable: boolean;
}

export interface JobFormDefaults {
  serviceLocationId: string;
  bodyOfWaterId: string;
  equipmentId: string;
  type: string;
  title: string;
  description: string;
  taxRate: string;
  tasks: { id: string; name: string }[];
  lines: Omit<LineState, "key">[];
}

/** A new job: one labor line, described with `labor` (the page's word for it, "Labor" in English). */
export const emptyJobDefaults = (locationId: string, labor: string): JobFormDefaults => ({
  serviceLocationId: locationId,
  bodyOfWaterId: "",
  equipmentId: "",
  type: "repair",
  title: "",
  description: "",
  taxRate: "",
  tasks: [],
  lines: [
    {
      kind: "labor",
      itemId: "",
      description: labor,
      quantity: "1",
      unitPrice: "",
      unitCost: "",
      taxable: false,
    },
  ],
});

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** What the person typed, when the server sent the form back with errors. */
function fromValues(values: Record<string, string>): JobFormDefaults {
  return {
    serviceLocationId: values.serviceLocationId ?? "",
    bodyOfWaterId: values.bodyOfWaterId ?? "",
    equipmentId: values.equipmentId ?? "",
    type: values.type ?? "repair",
    title: values.title ?? "",
    description: values.description ?? "",
    taxRate: values.taxRate ?? "",
    tasks: rowsFromFields(values, "tasks").map((t) => ({ id: str(t.id), name: str(t.name) })),
    lines: rowsFromFields(values, "lines").map((l) => ({
      kind: l.kind === "item" ? "item" : "labor",
      itemId: str(l.itemId),
      description: str(l.description),
      quantity: str(l.quantity),
      unitPrice: str(l.unitPrice),
      unitCost: str(l.unitCost),
      taxable: l.taxable === "on",
    })),
  };
}

const quantityOf = (text: string) => (/^\d+(\.\d{1,3})?$/.test(text.trim()) ? Number(text) : 0);
const centsOf = (text: string) => parseMoneyToCents(text) ?? 0;

/**
 * The job form (create and edit): the place, what kind of work, tasks, and the priced lines with live totals and
 * margin. Rows post as indexed fields; the same zod schema checks them here and in the action.
 */
export function JobForm({
  customerId,
  places,
  catalog,
  defaults,
  actionData,
  submitLabel,
  intent,
  currency,
}: {
  customerId: string;
  places: PlaceOptions;
  catalog: CatalogItem[];
  defaults: JobFormDefaults;
  actionData: Rejected | { ok: true } | undefined | null;
  submitLabel: string;
  intent?: string;
  currency: string;
}) {
  const f = useFormat();
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(jobFormSchema, actionData);
  const start = Object.keys(values).length ? fromValues(values) : defaults;
  const busy = useNavigation().state === "submitting";
  const [locationId, setLocationId] = useState(start.serviceLocationId);
  const [bodyId, setBodyId] = useState(start.bodyOfWaterId);
  const [equipmentId, setEquipmentId] = useState(start.equipmentId);
  const [taxRate, setTaxRate] = useState(start.taxRate);
  const { rows: tasks, add: addTask, remove: removeTask } = useKeyedRows(() => start.tasks);
  const {
    rows: lines,
    add: addLine,
    update,
    remove: removeLine,
  } = useKeyedRows<Omit<LineState, "key">>(() => start.lines);

  const bodies = places.bodies.filter((b) => !locationId || b.locationId === locationId);
  const equipment = places.equipment.filter((e) =>
    bodyId ? e.bodyId === bodyId : bodies.some((b) => b.value === e.bodyId),
  );
  const money = (c: number) => f.money(c, { currency });
  const rate = /^\d{1,2}(\.\d{1,3})?$/.test(taxRate.trim()) ? Math.round(Number(taxRate) * 100) : 0;
  const totals = jobTotals(
    lines.map((l) => ({
      quantity: quantityOf(l.quantity),
      unitPriceCents: centsOf(l.unitPrice),
      unitCostCents: centsOf(l.unitCost),
      taxable: l.taxable,
    })),
    rate,
  );

  const chooseItem = (key: number, itemId: string) => {
    const found = catalog.find((c) => c.value === itemId);
    update(
      key,
      found
        ? {
            itemId,
            description: found.label,
            unitPrice: centsToMoneyText(found.priceCents),
            unitCost: centsToMoneyText(found.costCents),
            taxable: found.taxable,
          }
        : { itemId: "" },
    );
  };

  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <input type="hidden" name="customerId" value={customerId} />
      <Stack>
        {errors.form ? (
          <Text c="red" role="alert">
            {t.text(errors.form)}
          </Text>
        ) : null}
        <Paper withBorder p="lg">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                name="title"
                label={t("work.jobForm.title")}
                required
                defaultValue={start.title}
                error={errors.title}
              />
              <NativeSelect
                name="type"
                label={t("work.jobForm.type")}
                defaultValue={start.type}
                data={jobTypeOptions.map((o) => ({ value: o, label: t(jobTypeKeys[o]) }))}
                error={errors.type}
              />
              <NativeSelect
                name="serviceLocationId"
                label={t("work.jobForm.location")}
                value={locationId}
                onChange={(e) => {
                  setLocationId(e.currentTarget.value);
                  setBodyId("");
                  setEquipmentId("");
                }}
                data={[{ value: "", label: t("work.jobForm.noLocation") }, ...places.locations]}
                error={errors.serviceLocationId}
              />
              <NativeSelect
                name="bodyOfWaterId"
                label={t("work.jobForm.body")}
                value={bodyId}
                onChange={(e) => {
                  setBodyId(e.currentTarget.value);
                  setEquipmentId("");
                }}
                data={[{ value: "", label: t("work.jobForm.none") }, ...bodies]}
                error={errors.bodyOfWaterId}
              />
              <NativeSelect
                name="equipmentId"
                label={t("work.jobForm.equipment")}
                value={equipmentId}
                onChange={(e) => setEquipmentId(e.currentTarget.value)}
                data={[{ value: "", label: t("work.jobForm.none") }, ...equipment]}
                error={errors.equipmentId}
              />
            </SimpleGrid>
            <Textarea
              name="description"
              label={t("work.jobForm.description")}
              autosize
              minRows={2}
              defaultValue={start.description}
              error={errors.description}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("work.jobForm.tasks")}
          </Title>
          <LineItemsEditor
            label={t("work.jobForm.tasks")}
            rows={tasks}
            empty={t("work.jobForm.noTasks")}
            removeLabel={(_, i) => t("work.jobForm.removeTask", { n: i + 1 })}
            onRemove={(task) => removeTask(task.key)}
            addLabel={t("work.jobForm.addTask")}
            onAdd={() => addTask({ id: "", name: "" })}
          >
            {(task, { index: i, actions }) => (
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <input type="hidden" name={`tasks[${i}].id`} value={task.id} />
                <TextInput
                  name={`tasks[${i}].name`}
                  label={t("work.jobForm.task", { n: i + 1 })}
                  defaultValue={task.name}
                  error={errors[`tasks.${i}.name`]}
                  style={{ flex: 1 }}
                  data-row-focus
                />
                {actions}
              </Group>
            )}
          </LineItemsEditor>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("work.jobForm.lines")}
          </Title>
          <Stack gap="sm">
            {errors.lines ? <Text c="red">{t.text(errors.lines)}</Text> : null}
            <LineItemsEditor
              label={t("work.jobForm.lines")}
              rows={lines}
              legend={(i) => t("work.jobForm.line", { n: i + 1 })}
              removeStyle="text"
              removeLabel={(_, i) => t("work.jobForm.removeLine", { n: i + 1 })}
              onRemove={(l) => removeLine(l.key)}
              addLabel={t("work.jobForm.addLine")}
              onAdd={() =>
                addLine({
                  kind: "item",
                  itemId: "",
                  description: "",
                  quantity: "1",
                  unitPrice: "",
                  unitCost: "",
                  taxable: true,
                })
              }
            >
              {(l, { index: i, actions }) => (
                <>
                  <input
                    type="hidden"
                    name={`lines[${i}].itemId`}
                    value={l.kind === "item" ? l.itemId : ""}
                  />
                  <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs" verticalSpacing="xs">
                    <NativeSelect
                      name={`lines[${i}].kind`}
                      label={t("work.jobForm.kind")}
                      value={l.kind}
                      onChange={(e) =>
                        update(l.key, { kind: e.currentTarget.value as LineState["kind"], itemId: "" })
                      }
                      data={[
                        { value: "labor", label: t("work.jobForm.labor") },
                        { value: "item", label: t("work.jobForm.item") },
                      ]}
                    />
                    {l.kind === "item" ? (
                      <NativeSelect
                        label={t("work.jobForm.catalogItem")}
                        value={l.itemId}
                        onChange={(e) => chooseItem(l.key, e.currentTarget.value)}
                        data={[
                          {
                            value: "",
                            label: catalog.length
                              ? t("work.jobForm.notFromCatalog")
                              : t("work.jobForm.noCatalog"),
                          },
                          ...catalog,
                        ]}
                        error={errors[`lines.${i}.itemId`]}
                      />
                    ) : (
                      <div />
                    )}
                    <PriceLineFields
                      row={l}
                      index={i}
                      errors={errors}
                      labels={{
                        description: t("work.jobForm.description"),
                        quantity: t("work.jobForm.quantity"),
                        unitPrice: t("work.jobForm.unitPrice"),
                      }}
                      onChange={(patch) => update(l.key, patch)}
                    />
                    <TextInput
                      name={`lines[${i}].unitCost`}
                      label={t("work.jobForm.unitCost")}
                      inputMode="decimal"
                      value={l.unitCost}
                      onChange={(e) => update(l.key, { unitCost: e.currentTarget.value })}
                      error={errors[`lines.${i}.unitCost`]}
                    />
                  </SimpleGrid>
                  <Group justify="space-between" mt="xs">
                    <Checkbox
                      name={`lines[${i}].taxable`}
                      label={t("work.jobForm.taxable")}
                      checked={l.taxable}
                      onChange={(e) => update(l.key, { taxable: e.currentTarget.checked })}
                    />
                    <Group gap="xs">
                      <Text size="sm">
                        <Rich
                          k="work.jobForm.lineTotal"
                          values={{
                            amount: money(lineAmountCents(quantityOf(l.quantity), centsOf(l.unitPrice))),
                            b: (chunks) => <strong>{chunks}</strong>,
                          }}
                        />
                      </Text>
                      {actions}
                    </Group>
                  </Group>
                </>
              )}
            </LineItemsEditor>
            <Group justify="flex-end" align="flex-start">
              <TextInput
                name="taxRate"
                label={t("work.jobForm.taxRate")}
                inputMode="decimal"
                value={taxRate}
                onChange={(e) => setTaxRate(e.currentTarget.value)}
                error={errors.taxRate}
                w={140}
              />
              <TotalsTable totals={totals} money={money} />
            </Group>
          </Stack>
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

export function TotalsTable({
  totals,
  money,
}: {
  totals: ReturnType<typeof jobTotals>;
  money: (cents: number) => string;
}) {
  const t = useT();
  return (
    <Table w="auto" aria-label={t("work.jobForm.totals")} withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">{t("work.jobForm.subtotal")}</Table.Th>
          <Table.Td ta="right">{money(totals.subtotalCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t("work.jobForm.tax")}</Table.Th>
          <Table.Td ta="right">{money(totals.taxCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t("work.jobForm.total")}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {money(totals.totalCents)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t("work.jobForm.cost")}</Table.Th>
          <Table.Td ta="right">{money(totals.costCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t("work.jobForm.margin")}</Table.Th>
          <Table.Td ta="right">
            {totals.marginPercent === null
              ? money(totals.marginCents)
              : t("work.jobForm.marginPercent", {
                  amount: money(totals.marginCents),
                  percent: totals.marginPercent,
                })}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
