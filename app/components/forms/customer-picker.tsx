import { type ComboboxItem, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

export interface CustomerOption {
  value: string;
  label: string;
}

/**
 * Pick one of the company's customers by typing a name, phone, e-mail or address: options come from the server
 * (`/company/customers/options`), so it works at any number of customers. Posts the customer id under `name`.
 * With `submitOnChange` it submits its form when the choice changes (list filters).
 */
export function CustomerPicker({
  name = "customer",
  label,
  selected,
  submitOnChange = false,
  error,
  required,
  style,
  placeholder,
}: {
  name?: string;
  label?: string;
  /** The customer chosen when the page loaded, if any. */
  selected?: CustomerOption | null;
  submitOnChange?: boolean;
  error?: string;
  required?: boolean;
  style?: React.CSSProperties;
  /** What the empty field says: "All customers" suits a list filter; a form step asks for a name. */
  placeholder?: string;
}) {
  const t = useT();
  const fetcher = useFetcher<{ options: CustomerOption[] }>();
  const [value, setValue] = useState<string | null>(selected?.value ?? null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<CustomerOption[]>(selected ? [selected] : []);
  const inputRef = useRef<HTMLInputElement>(null);
  const load = fetcher.load;

  useEffect(() => {
    load(`/company/customers/options?q=${encodeURIComponent(debounced)}`);
  }, [debounced, load]);

  useEffect(() => {
    if (fetcher.data) setKnown((prev) => mergeOptions(prev, fetcher.data?.options ?? []));
  }, [fetcher.data]);

  // The chosen customer stays in the data even when the latest search no longer returns it.
  const current = known.find((o) => o.value === value);
  const data = mergeOptions(current ? [current] : [], fetcher.data?.options ?? (selected ? [selected] : []));

  return (
    // The list toolbar submits on every change inside it; typing a search here must not.
    <div onChange={(e) => e.stopPropagation()} style={style}>
      <Select
        ref={inputRef}
        label={label ?? t("common.customerPicker.label")}
        name={name}
        data={data}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (submitOnChange) {
            // Let the hidden input take the new value before the form is read.
            setTimeout(() => inputRef.current?.form?.requestSubmit(), 0);
          }
        }}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options as ComboboxItem[]}
        nothingFoundMessage={
          fetcher.state === "loading"
            ? t("common.customerPicker.searching")
            : t("common.customerPicker.noMatch")
        }
        placeholder={placeholder ?? t("common.customerPicker.all")}
        error={error}
        required={required}
        comboboxProps={{ withinPortal: true }}
      />
    </div>
  );
}

function mergeOptions(first: CustomerOption[], second: CustomerOption[]): CustomerOption[] {
  const seen = new Set(first.map((o) => o.value));
  return [...first, ...second.filter((o) => !seen.has(o.value))];
}
