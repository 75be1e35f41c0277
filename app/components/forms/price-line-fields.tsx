import { TextInput } from "@mantine/core";
import type { FieldErrors } from "./validation";

/** The three priced fields of a line as typed (text, so a half-typed number stays as it is). */
export interface PriceLine {
  description: string;
  quantity: string;
  unitPrice: string;
}

/**
 * A priced line's description, quantity and unit price (an invoice draft's line, a job's line), posted as
 * `lines[i].description`, `lines[i].quantity`, `lines[i].unitPrice` with their errors under `lines.i.…`. Renders the
 * three inputs only, so they sit in the caller's grid beside its own fields (the description spans two columns).
 */
export function PriceLineFields({
  row,
  index,
  errors,
  labels,
  onChange,
}: {
  row: PriceLine;
  index: number;
  errors: FieldErrors;
  labels: { description: string; quantity: string; unitPrice: string };
  onChange: (patch: Partial<PriceLine>) => void;
}) {
  return (
    <>
      <TextInput
        name={`lines[${index}].description`}
        label={labels.description}
        value={row.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        error={errors[`lines.${index}.description`]}
        style={{ gridColumn: "span 2" }}
      />
      <TextInput
        name={`lines[${index}].quantity`}
        label={labels.quantity}
        inputMode="decimal"
        value={row.quantity}
        onChange={(e) => onChange({ quantity: e.currentTarget.value })}
        error={errors[`lines.${index}.quantity`]}
      />
      <TextInput
        name={`lines[${index}].unitPrice`}
        label={labels.unitPrice}
        inputMode="decimal"
        value={row.unitPrice}
        onChange={(e) => onChange({ unitPrice: e.currentTarget.value })}
        error={errors[`lines.${index}.unitPrice`]}
      />
    </>
  );
}
