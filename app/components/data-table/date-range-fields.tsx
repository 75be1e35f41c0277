import { TextInput } from "@mantine/core";

/**
 * A "from" and "to" pair of date fields (issued, received, bought, scheduled, created…), sent as `from` and `to` by
 * the form around them (a list's `ListToolbar`, a statement's or report's period form). Their values come from the
 * URL (`params`) or, where the page chose a default period, from `value`.
 */
export function DateRangeFields({
  params,
  value,
  fromLabel,
  toLabel,
  required,
}: {
  fromLabel: string;
  toLabel: string;
  required?: boolean;
} & ({ params: URLSearchParams; value?: never } | { value: { from: string; to: string }; params?: never })) {
  const from = value ? value.from : (params.get("from") ?? "");
  const to = value ? value.to : (params.get("to") ?? "");
  return (
    <>
      <TextInput
        type="date"
        name="from"
        label={fromLabel}
        defaultValue={from}
        required={required}
        style={{ flex: "0 1 160px" }}
      />
      <TextInput
        type="date"
        name="to"
        label={toLabel}
        defaultValue={to}
        required={required}
        style={{ flex: "0 1 160px" }}
      />
    </>
  );
}
