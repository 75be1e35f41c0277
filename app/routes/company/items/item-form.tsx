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
import { productKeys } from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import {
  type ChemicalKind,
  centsToMoneyText,
  chemicalKinds,
  type ItemCategory,
  itemCategories,
  itemCategoryKeys,
  itemFormSchema,
  strengthBasisKeys,
  strengthHintValues,
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
  const t = useT();
  const [chemical, setChemical] = useState(values.chemical ?? item?.chemical ?? "");
  const [category, setCategory] = useState(values.category ?? item?.category ?? "parts");
  const kind = (chemicalKinds as readonly string[]).includes(chemical) ? (chemical as ChemicalKind) : null;
  const checked = (name: "billable" | "taxable") => (typed ? values[name] === "on" : (item?.[name] ?? true));

  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={860}>
        <FormError message={errors.form} />
        <Section title={t("purchasing.itemForm.item")}>
          <Stack>
            <TextInput
              label={t("purchasing.itemForm.name")}
              name="name"
              required
              defaultValue={values.name ?? item?.name ?? ""}
              error={errors.name}
              placeholder={t("purchasing.itemForm.namePlaceholder")}
              autoComplete="off"
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label={t("purchasing.itemForm.sku")}
                name="sku"
                defaultValue={values.sku ?? item?.sku ?? ""}
                error={errors.sku}
                autoComplete="off"
              />
              <NativeSelect
                label={t("purchasing.itemForm.category")}
                name="category"
                value={category}
                onChange={(e) => setCategory(e.currentTarget.value)}
                data={itemCategories.map((c) => ({ value: c, label: t(itemCategoryKeys[c]) }))}
                error={errors.category}
              />
              <TextInput
                label={t("purchasing.itemForm.unit")}
                name="unit"
                description={t("purchasing.itemForm.unitHelp")}
                defaultValue={values.unit ?? item?.unit ?? "each"}
                error={errors.unit}
                placeholder={t("purchasing.itemForm.unitPlaceholder")}
                autoComplete="off"
              />
            </SimpleGrid>
            <Textarea
              label={t("purchasing.itemForm.description")}
              name="description"
              defaultValue={values.description ?? item?.description ?? ""}
              error={errors.description}
              description={t("purchasing.itemForm.optional")}
              autosize
              minRows={2}
            />
          </Stack>
        </Section>
        <Section
          title={t("purchasing.itemForm.priceSection")}
          hint={t("purchasing.itemForm.priceHint", { currency })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t("purchasing.itemForm.cost")}
              name="cost"
              description={t("purchasing.itemForm.costHelp")}
              defaultValue={values.cost ?? centsToMoneyText(item?.costCents ?? null)}
              error={errors.cost}
              inputMode="decimal"
              placeholder="0.00"
              autoComplete="off"
            />
            <TextInput
              label={t("purchasing.itemForm.price")}
              name="price"
              description={t("purchasing.itemForm.priceHelp")}
              defaultValue={values.price ?? centsToMoneyText(item?.priceCents ?? null)}
              error={errors.price}
              inputMode="decimal"
              placeholder="0.00"
              autoComplete="off"
            />
          </SimpleGrid>
          <Group mt="md" gap="xl">
            <Checkbox
              label={t("purchasing.itemForm.billable")}
              name="billable"
              defaultChecked={checked("billable")}
            />
            <Checkbox
              label={t("purchasing.itemForm.taxable")}
              name="taxable"
              defaultChecked={checked("taxable")}
            />
          </Group>
        </Section>
        <Section title={t("purchasing.itemForm.chemistry")} hint={t("purchasing.itemForm.chemistryHint")}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t("purchasing.itemForm.chemical")}
              name="chemical"
              value={chemical}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setChemical(next);
                if (next) setCategory("chemicals");
              }}
              data={[
                { value: "", label: t("purchasing.itemForm.notChemical") },
                ...chemicalKinds.map((k) => ({ value: k, label: t(productKeys[k]) })),
              ]}
              error={errors.chemical}
            />
            <TextInput
              label={t("purchasing.itemForm.strength")}
              name="strengthPercent"
              required={Boolean(kind)}
              description={
                kind
                  ? t("purchasing.itemForm.strengthHint", {
                      basis: t(strengthBasisKeys[kind]),
                      ...strengthHintValues(kind),
                    })
                  : t("purchasing.itemForm.strengthOnlyChemical")
              }
              defaultValue={values.strengthPercent ?? numberText(item?.strengthPercent ?? null)}
              error={errors.strengthPercent}
              inputMode="decimal"
              autoComplete="off"
            />
          </SimpleGrid>
        </Section>
        <Section title={t("purchasing.itemForm.stockSection")} hint={t("purchasing.itemForm.stockHint")}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NativeSelect
              label={t("purchasing.itemForm.preferredVendor")}
              name="preferredVendorId"
              defaultValue={values.preferredVendorId ?? item?.preferredVendorId ?? ""}
              data={[
                { value: "", label: t("purchasing.itemForm.noVendor") },
                ...vendors.map((v) => ({
                  value: v.value,
                  label: v.archivedAt ? t("purchasing.itemForm.vendorArchived", { name: v.label }) : v.label,
                })),
              ]}
              error={errors.preferredVendorId}
            />
            <TextInput
              label={t("purchasing.itemForm.stockOnHand")}
              name="stockQuantity"
              defaultValue={values.stockQuantity ?? numberText(item?.stockQuantity ?? null)}
              error={errors.stockQuantity}
              inputMode="decimal"
              placeholder={t("purchasing.itemForm.notTracked")}
              autoComplete="off"
            />
            <TextInput
              label={t("purchasing.itemForm.lowStockAt")}
              name="lowStockThreshold"
              defaultValue={values.lowStockThreshold ?? numberText(item?.lowStockThreshold ?? null)}
              error={errors.lowStockThreshold}
              inputMode="decimal"
              placeholder={t("purchasing.itemForm.noAlert")}
              autoComplete="off"
            />
          </SimpleGrid>
        </Section>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            {t("common.confirm.cancel")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
