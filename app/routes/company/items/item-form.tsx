import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import {
  type ChemicalKind,
  centsToMoneyText,
  chemicalKinds,
  chemicalLabels,
  type ItemCategory,
  itemCategories,
  itemCategoryLabels,
  itemFormSchema,
  strengthHint,
} from "~/domain/operations/item-schemas";

export interface ItemValues {
  name: string;
  sku: string | null;
  category: ItemCategory;
  unit: string;
  costCents: number | null;
  priceCents: number | null;
  billable: boolean;
  taxable: boolean;
  chemical: string | null;
  strengthPercent: number | null;
  description: string;
  preferredVendorId: string | null;
  stockQuantity: number | null;
  lowStockThreshold: number | null;
}

export interface VendorOption {
  value: string;
  label: string;
  archivedAt: Date | string | null;
}

const numberText = (n: number | null) => (n === null ? "" : String(n));

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }}>
      <Title order={2} size="h4" mb={hint ? 4 : "sm"}>
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

export function ItemForm({
  item,
  vendors,
  actionData,
  submitLabel,
  cancelTo,
  currency,
}: {
  item?: ItemValues;
  vendors: VendorOption[];
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo: string;
  currency: string;
}) {
  const { errors, values, onSubmit } = useValidatedForm(itemFormSchema, actionData);
  const typed = actionData !== undefined;
  const busy = useNavigation().state === "submitting";
  const [chemical, setChemical] = useState(values.chemical ?? item?.chemical ?? "");
  const [category, setCategory] = useState(values.category ?? item?.category ?? "parts");
  const kind = (chemicalKinds as readonly string[]).includes(chemical) ? (chemical as ChemicalKind) : null;
  const checked = (name: "billable" | "taxable") => (typed ? values[name] === "on" : (item?.[name] ?? true));

  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={860}>
        <FormError message={errors.form} />
        <Section title="Item">
          <Stack>
            <TextInput
              label="Name"
              name="name"
              required
              defaultValue={values.name ?? item?.name ?? ""}
              error={errors.name}
              placeholder="Liquid chlorine 12.5%"
              autoComplete="off"
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label="SKU"
                name="sku"
                defaultValue={values.sku ?? item?.sku ?? ""}
                error={errors.sku}
                autoComplete="off"
              />
              <NativeSelect
                label="Category"
                name="category"
                value={category}
                onChange={(e) => setCategory(e.currentTarget.value)}
                data={itemCategories.map((c) => ({ value: c, label: itemCategoryLabels[c] }))}
                error={errors.category}
              />
              <TextInput
                label="Unit"
                name="unit"
                description="What it is sold and counted in"
                defaultValue={values.unit ?? item?.unit ?? "each"}
                error={errors.unit}
                placeholder="each, gal, lb"
                autoComplete="off"
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              name="description"
              defaultValue={values.description ?? item?.description ?? ""}
              error={errors.description}
              description="Optional"
              autosize
              minRows={2}
            />
          </Stack>
        </Section>
        <Section title="Price" hint={`In ${currency}, per unit. Leave blank when not known.`}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Cost"
              name="cost"
              description="What you pay"
              defaultValue={values.cost ?? centsToMoneyText(item?.costCents ?? null)}
              error={errors.cost}
              inputMode="decimal"
              placeholder="0.00"
              autoComplete="off"
            />
            <TextInput
              label="Price"
              name="price"
              description="What you charge"
              defaultValue={values.price ?? centsToMoneyText(item?.priceCents ?? null)}
              error={errors.price}
              inputMode="decimal"
              placeholder="0.00"
              autoComplete="off"
            />
          </SimpleGrid>
          <Group mt="md" gap="xl">
            <Checkbox label="Billable" name="billable" defaultChecked={checked("billable")} />
            <Checkbox label="Taxable" name="taxable" defaultChecked={checked("taxable")} />
          </Group>
        </Section>
        <Section
          title="Chemistry"
          hint="For a chemical, what it is and its strength: the stop screen then recommends doses of this product."
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Chemical"
              name="chemical"
              value={chemical}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setChemical(next);
                if (next) setCategory("chemicals");
              }}
              data={[
                { value: "", label: "Not a chemical" },
                ...chemicalKinds.map((k) => ({ value: k, label: chemicalLabels[k] })),
              ]}
              error={errors.chemical}
            />
            <TextInput
              label="Strength (%)"
              name="strengthPercent"
              required={Boolean(kind)}
              description={kind ? strengthHint(kind) : "Only for a chemical"}
              defaultValue={values.strengthPercent ?? numberText(item?.strengthPercent ?? null)}
              error={errors.strengthPercent}
              inputMode="decimal"
              autoComplete="off"
            />
          </SimpleGrid>
        </Section>
        <Section title="Purchasing and stock" hint="Leave stock blank when you don't count this item.">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NativeSelect
              label="Preferred vendor"
              name="preferredVendorId"
              defaultValue={values.preferredVendorId ?? item?.preferredVendorId ?? ""}
              data={[
                { value: "", label: "None" },
                ...vendors.map((v) => ({
                  value: v.value,
                  label: v.archivedAt ? `${v.label} (archived)` : v.label,
                })),
              ]}
              error={errors.preferredVendorId}
            />
            <TextInput
              label="Stock on hand"
              name="stockQuantity"
              defaultValue={values.stockQuantity ?? numberText(item?.stockQuantity ?? null)}
              error={errors.stockQuantity}
              inputMode="decimal"
              placeholder="Not tracked"
              autoComplete="off"
            />
            <TextInput
              label="Low stock at"
              name="lowStockThreshold"
              defaultValue={values.lowStockThreshold ?? numberText(item?.lowStockThreshold ?? null)}
              error={errors.lowStockThreshold}
              inputMode="decimal"
              placeholder="No alert"
              autoComplete="off"
            />
          </SimpleGrid>
        </Section>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
