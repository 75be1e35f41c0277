import { TextInput } from "@mantine/core";

/**
 * A list's "from" and "to" date filters (issued, received, bought, scheduled…), read from and sent as the URL's
 * `from` and `to`. Placed inside a `ListToolbar`, whose form submits them with the other filters.
 */
export function DateRangeFields({
  params,
  fromLabel,
  toLabel,
}: {
  params: URLSearchParams;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <>
      <TextInput
        type="date"
        name="from"
        label={fromLabel}
        defaultValue={params.get("from") ?? ""}
        style={{ flex: "0 1 160px" }}
      />
      <TextInput
        type="date"
        name="to"
        label={toLabel}
        defaultValue={params.get("to") ?? ""}
        style={{ flex: "0 1 160px" }}
      />
    </>
  );
}
