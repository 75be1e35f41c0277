import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { type FormEvent, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { LineItemsEditor } from "~/components/forms/line-items-editor";
import { useKeyedRows } from "~/components/forms/use-keyed-rows";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { Rich } from "~/components/i18n/rich";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { checkReceipt } from "~/core/operations/receipt-money";
import {
  emptyLineDraft,
  parseMoneyToCents,
  type ReceiptLineDraft,
  receiptFormSchema,
} from "~/domain/operations/purchase-schemas";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface ReceiptFormValues {
  vendorId: string;
  purchasedOn: string;
  receiptNumber: string;
  tax: string;
  total: string;
  notes: string;
  lines: ReceiptLineDraft[];
}

interface Option {
  value: string;
  label: string;
}

function initialLines(actionData: Rejected | undefined, fallback: ReceiptLineDraft[]): ReceiptLineDraft[] {
  const typed = actionData?.values.lines;
  if (typed) {
    try {
      const rows = JSON.parse(typed);
      if (Array.isArray(rows) && rows.length) return rows;
    } catch {
      // fall through to the saved lines
    }
  }
  return fallback.length ? fallback : [emptyLineDraft()];
}

/** The receipt form (new and edit): header fields, the lines editor, the live check of lines + tax against the total. */
export function ReceiptForm({
  initial,
  vendors,
  items,
  jobs = [],
  actionData,
  submitLabel,
  cancelTo,
  currency,
  hasFile = false,
}: {
  initial: ReceiptFormValues;
  vendors: Option[];
  items: (Option & { costCents: number | null })[];
  /** Open jobs a line can be billed to. */
  jobs?: (Option & { customerId: string })[];
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo: string;
  currency: string;
  hasFile?: boolean;
}) {
  const f = useFormat();
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(receiptFormSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const { rows: lines, add, update, remove } = useKeyedRows(() => initialLines(actionData, initial.lines));
  const [tax, setTax] = useState(values.tax ?? initial.tax);
  const [total, setTotal] = useState(values.total ?? initial.total);
  const [fileError, setFileError] = useState<MessageKey | null>(null);
  const linesRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const field = (name: Exclude<keyof ReceiptFormValues, "lines">) => ({
    name,
    defaultValue: values[name] ?? initial[name],
    error: errors[name],
  });

  // The live check: what the lines and tax come to, against the printed total.
  const moneyLines = lines.flatMap((l) => {
    const q = Number(l.quantity);
    const c = parseMoneyToCents(l.unitCost);
    return Number.isFinite(q) && q > 0 && typeof c === "number" ? [{ quantity: q, unitCostCents: c }] : [];
  });
  const taxCents = parseMoneyToCents(tax) ?? 0;
  const totalCents = parseMoneyToCents(total);
  const check = checkReceipt(moneyLines, taxCents, totalCents ?? 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // The customer pickers keep their own state: read them into the lines before the form is sent.
    const drafts = lines.map(({ key, ...line }) => {
      const box = form.querySelector(`[data-line-customer="${key}"]`);
      const id = (box?.querySelector("input[type=hidden]") as HTMLInputElement | null)?.value ?? "";
      const label = (box?.querySelector("input:not([type=hidden])") as HTMLInputElement | null)?.value ?? "";
      return {
        ...line,
        customerId: line.billable ? id : "",
        customerLabel: line.billable ? label : "",
        jobId: line.billable ? line.jobId : "",
      };
    });
    if (linesRef.current) linesRef.current.value = JSON.stringify(drafts);
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (file && file.size > MAX_FILE_BYTES) {
      event.preventDefault();
      setFileError("purchasing.receiptForm.fileTooLarge");
      return;
    }
    if (file && !/^image\//.test(file.type) && file.type !== "application/pdf") {
      event.preventDefault();
      setFileError("purchasing.receiptForm.notImageOrPdf");
      return;
    }
    setFileError(null);
    onSubmit(event);
  }

  const lineError = (i: number, name: string) => errors[`lines.${i}.${name}`];
  /** A line's field label, with ", line 2" for a screen reader. */
  const lineLabel = (k: MessageKey, i: number) => (
    <Rich k={k} values={{ n: i + 1, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }} />
  );

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={submit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="lines" ref={linesRef} value={JSON.stringify(lines)} readOnly />
      <Stack maw={960}>
        <FormError message={errors.form} />
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select
              label={t("purchasing.receiptForm.vendor")}
              name="vendorId"
              data={vendors}
              defaultValue={values.vendorId || initial.vendorId || null}
              placeholder={
                vendors.length
                  ? t("purchasing.receiptForm.chooseVendor")
                  : t("purchasing.receiptForm.noVendors")
              }
              searchable
              clearable
              error={errors.vendorId}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={t("purchasing.receiptForm.date")}
              type="date"
              required
              {...field("purchasedOn")}
            />
            <TextInput
              label={t("purchasing.receiptForm.receiptNumber")}
              autoComplete="off"
              {...field("receiptNumber")}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Title order={2} size="h4" mb="sm">
            {t("purchasing.receiptForm.lines")}
          </Title>
          {errors.lines ? (
            <Text c="red" size="sm" mb="sm" role="alert">
              {errors.lines}
            </Text>
          ) : null}
          <LineItemsEditor
            label={t("purchasing.receiptForm.lines")}
            rows={lines}
            removeLabel={(_, i) => t("purchasing.receiptForm.removeLine", { n: i + 1 })}
            onRemove={(line) => remove(line.key)}
            canRemove={lines.length > 1}
            addLabel={t("purchasing.receiptForm.addLine")}
            onAdd={() => add(emptyLineDraft())}
          >
            {(line, { index: i, actions }) => (
              <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <Select
                      label={lineLabel("purchasing.receiptForm.item", i)}
                      data={items}
                      value={line.itemId || null}
                      onChange={(v) => {
                        const picked = items.find((it) => it.value === v);
                        update(line.key, {
                          itemId: v ?? "",
                          unitCost:
                            picked?.costCents != null && line.unitCost === ""
                              ? (picked.costCents / 100).toFixed(2)
                              : line.unitCost,
                        });
                      }}
                      placeholder={
                        items.length
                          ? t("purchasing.receiptForm.fromCatalog")
                          : t("purchasing.receiptForm.noItems")
                      }
                      searchable
                      clearable
                      error={lineError(i, "itemId")}
                      comboboxProps={{ withinPortal: true }}
                    />
                    <TextInput
                      label={lineLabel("purchasing.receiptForm.description", i)}
                      placeholder={
                        line.itemId
                          ? t("purchasing.receiptForm.itemsName")
                          : t("purchasing.receiptForm.whatWasBought")
                      }
                      value={line.description}
                      onChange={(e) => update(line.key, { description: e.currentTarget.value })}
                      error={lineError(i, "description")}
                    />
                  </SimpleGrid>
                  <Group align="flex-start" gap="sm" wrap="wrap">
                    <TextInput
                      label={lineLabel("purchasing.receiptForm.quantity", i)}
                      inputMode="decimal"
                      w={110}
                      value={line.quantity}
                      onChange={(e) => update(line.key, { quantity: e.currentTarget.value })}
                      error={lineError(i, "quantity")}
                    />
                    <TextInput
                      label={lineLabel("purchasing.receiptForm.unitCost", i)}
                      inputMode="decimal"
                      w={130}
                      leftSection="$"
                      value={line.unitCost}
                      onChange={(e) => update(line.key, { unitCost: e.currentTarget.value })}
                      error={lineError(i, "unitCost")}
                    />
                    <Stack gap={6} pt={{ base: 0, xs: 28 }}>
                      <Checkbox
                        label={lineLabel("purchasing.receiptForm.billable", i)}
                        checked={line.billable}
                        onChange={(e) => update(line.key, { billable: e.currentTarget.checked })}
                      />
                      <Checkbox
                        label={lineLabel("purchasing.receiptForm.returned", i)}
                        checked={line.returned}
                        onChange={(e) => update(line.key, { returned: e.currentTarget.checked })}
                      />
                    </Stack>
                    <Box mt={{ base: 0, xs: 28 }}>{actions}</Box>
                  </Group>
                  <div data-line-customer={line.key} hidden={!line.billable}>
                    <CustomerPicker
                      name={`lineCustomer${line.key}`}
                      label={t("purchasing.receiptForm.billTo", { n: i + 1 })}
                      placeholder={t("purchasing.receiptForm.typeName")}
                      selected={
                        line.customerId
                          ? {
                              value: line.customerId,
                              label: line.customerLabel || t("purchasing.receiptForm.customer"),
                            }
                          : null
                      }
                      error={lineError(i, "customerId")}
                    />
                    <Select
                      mt="xs"
                      label={t("purchasing.receiptForm.forJob", { n: i + 1 })}
                      description={t("purchasing.receiptForm.forJobHelp")}
                      placeholder={t("purchasing.receiptForm.noJob")}
                      data={jobs}
                      value={line.jobId || null}
                      onChange={(value) => update(line.key, { jobId: value ?? "" })}
                      searchable
                      clearable
                      nothingFoundMessage={t("purchasing.receiptForm.noJobMatches")}
                      error={lineError(i, "jobId")}
                    />
                  </div>
                </Stack>
              </Paper>
            )}
          </LineItemsEditor>
        </Paper>

        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t("purchasing.receiptForm.tax")}
              name="tax"
              inputMode="decimal"
              leftSection="$"
              value={tax}
              onChange={(e) => setTax(e.currentTarget.value)}
              error={errors.tax}
            />
            <TextInput
              label={t("purchasing.receiptForm.total")}
              name="total"
              inputMode="decimal"
              leftSection="$"
              required
              value={total}
              onChange={(e) => setTotal(e.currentTarget.value)}
              error={errors.total}
            />
          </SimpleGrid>
          <Text
            mt="sm"
            aria-live="polite"
            c={totalCents !== null && totalCents !== undefined && !check.ok ? "red.8" : undefined}
          >
            {t(
              typeof totalCents !== "number"
                ? "purchasing.receiptForm.check"
                : check.ok
                  ? "purchasing.receiptForm.checkMatches"
                  : "purchasing.receiptForm.checkDifference",
              {
                lines: f.money(check.subtotalCents, { currency }),
                tax: f.money(taxCents, { currency }),
                computed: f.money(check.computedTotalCents, { currency }),
                difference: f.money(Math.abs(check.differenceCents), { currency }),
              },
            )}
          </Text>
        </Paper>

        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack gap="sm">
            <Input.Wrapper
              label={t("purchasing.receiptForm.file")}
              description={
                hasFile ? t("purchasing.receiptForm.fileReplace") : t("purchasing.receiptForm.fileHelp")
              }
              error={fileError ? t(fileError) : errors.file}
              id={fileId}
            >
              <input
                id={fileId}
                type="file"
                name="file"
                accept="image/*,application/pdf"
                capture="environment"
                style={{ display: "block", marginTop: 6 }}
                onChange={() => setFileError(null)}
              />
            </Input.Wrapper>
            <Textarea
              label={t("purchasing.receiptForm.notes")}
              description={t("purchasing.receiptForm.optional")}
              autosize
              minRows={2}
              {...field("notes")}
            />
          </Stack>
        </Paper>

        {Object.keys(errors).length ? (
          <Alert color="red" title={t("purchasing.receiptForm.notSaved")}>
            {t("purchasing.receiptForm.notSavedText")}
          </Alert>
        ) : null}
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
