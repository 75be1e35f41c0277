import {
  Badge,
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
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { LineItemsEditor } from "~/components/forms/line-items-editor";
import { PriceLineFields } from "~/components/forms/price-line-fields";
import { useKeyedRows } from "~/components/forms/use-keyed-rows";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { bold, Rich } from "~/components/i18n/rich";
import { invoiceTotals, lineAmountCents, paymentTerms } from "~/core/money";
import { draftFormSchema, parseSignedMoney } from "~/domain/money/invoice-schemas";
import { centsToMoneyText } from "~/domain/service/task-group-schemas";
import { TotalsTable } from "./invoice-lines";
import { lineKindKey, paymentTermsKeys } from "./money-labels";

export interface DraftLine {
  id: string;
  kind: string;
  sourceKey: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxable: boolean;
}

interface LineState {
  key: number;
  id: string;
  kind: string;
  billed: boolean;
  description: string;
  quantity: string;
  unitPrice: string;
  taxable: boolean;
}

const quantityOf = (text: string) => {
  const n = Number(text);
  return /^\d+(\.\d{1,3})?$/.test(text.trim()) && n > 0 && n <= 100_000 ? n : 0;
};
const centsOf = (text: string) => parseSignedMoney(text) ?? 0;
const priceText = (cents: number) => (cents < 0 ? `-${centsToMoneyText(-cents)}` : centsToMoneyText(cents));

/**
 * The draft's editor: terms, tax rate, notes and its lines (a billed line keeps what it bills; removing it frees
 * that work for another invoice). Totals update as numbers are typed; the server computes them again on save.
 */
export function DraftForm({
  invoice,
  actionData,
  currency,
}: {
  invoice: { terms: string; taxRateBasisPoints: number; notes: string; lines: DraftLine[] };
  actionData: Rejected | undefined;
  currency: string;
}) {
  const f = useFormat();
  const t = useT();
  const kindWord = (kind: string) => {
    const key = lineKindKey(kind);
    return key ? t(key) : kind;
  };
  const { errors, values, onSubmit } = useValidatedForm(draftFormSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const money = (c: number) => f.money(c, { currency });
  const fromValues = Object.keys(values).length > 0;
  const {
    rows: lines,
    add: addLine,
    update,
    remove: removeLine,
  } = useKeyedRows<Omit<LineState, "key">>(() =>
    invoice.lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      billed: Boolean(l.sourceKey),
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: priceText(l.unitPriceCents),
      taxable: l.taxable,
    })),
  );
  const [taxRate, setTaxRate] = useState(
    fromValues ? (values.taxRate ?? "") : String(invoice.taxRateBasisPoints / 100),
  );
  const rateBasisPoints = Math.round((Number(taxRate) || 0) * 100);
  const totals = invoiceTotals(
    lines.map((l) => ({
      description: l.description,
      quantity: quantityOf(l.quantity),
      unitPriceCents: centsOf(l.unitPrice),
      taxable: l.taxable,
    })),
    rateBasisPoints >= 0 && rateBasisPoints <= 3000 ? rateBasisPoints : 0,
  );

  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            {t("money.draft.heading")}
          </Title>
          {errors.form ? (
            <Text c="red" role="alert">
              {t.text(errors.form)}
            </Text>
          ) : null}
          <LineItemsEditor
            label={t("money.draft.lines")}
            rows={lines}
            empty={t("money.draft.noLines")}
            legend={(i) => t("money.draft.line", { n: i + 1 })}
            removeStyle="text"
            removeLabel={(_, i) => t("money.draft.removeLine", { n: i + 1 })}
            onRemove={(l) => removeLine(l.key)}
            addLabel={t("money.draft.addLine")}
            onAdd={() =>
              addLine({
                id: "",
                kind: "manual",
                billed: false,
                description: "",
                quantity: "1",
                unitPrice: "",
                taxable: true,
              })
            }
          >
            {(l, { index: i, actions }) => (
              <>
                <input type="hidden" name={`lines[${i}].id`} value={l.id} />
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
                  <PriceLineFields
                    row={l}
                    index={i}
                    errors={errors}
                    labels={{
                      description: t("money.draft.description"),
                      quantity: t("money.draft.quantity"),
                      unitPrice: t("money.draft.unitPrice"),
                    }}
                    onChange={(patch) => update(l.key, patch)}
                  />
                </SimpleGrid>
                <Group justify="space-between" mt="xs">
                  <Group gap="xs">
                    <Checkbox
                      name={`lines[${i}].taxable`}
                      label={t("money.draft.taxable")}
                      checked={l.taxable}
                      onChange={(e) => update(l.key, { taxable: e.currentTarget.checked })}
                    />
                    {l.billed ? (
                      <Badge variant="outline" color="gray" component="span">
                        {t("money.draft.billsA", { kind: kindWord(l.kind) })}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap="xs">
                    <Text size="sm">
                      <Rich
                        k="money.draft.lineTotal"
                        values={{
                          amount: money(lineAmountCents(quantityOf(l.quantity), centsOf(l.unitPrice))),
                          b: bold,
                        }}
                      />
                    </Text>
                    {actions}
                  </Group>
                </Group>
              </>
            )}
          </LineItemsEditor>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              name="terms"
              label={t("money.draft.terms")}
              defaultValue={values.terms ?? invoice.terms}
              data={paymentTerms.map((term) => ({ value: term, label: t(paymentTermsKeys[term]) }))}
              error={errors.terms}
            />
            <TextInput
              name="taxRate"
              label={t("money.draft.taxRate")}
              inputMode="decimal"
              value={taxRate}
              onChange={(e) => setTaxRate(e.currentTarget.value)}
              error={errors.taxRate}
            />
          </SimpleGrid>
          <Textarea
            name="notes"
            label={t("money.draft.notes")}
            autosize
            minRows={2}
            defaultValue={values.notes ?? invoice.notes}
            error={errors.notes}
          />
          <Group justify="space-between" align="flex-end">
            <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t("money.draft.save")}
            </Button>
            <TotalsTable totals={totals} money={money} />
          </Group>
        </Stack>
      </Paper>
    </Form>
  );
}
