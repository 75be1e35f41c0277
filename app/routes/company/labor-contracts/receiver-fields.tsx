import { type ComboboxItem, Group, Radio, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";

/** Who the work is offered to: one of our members, or another company found by name or e-mail. */
export function ReceiverFields({
  members,
  errors,
  values,
}: {
  members: { value: string; label: string }[];
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const [kind, setKind] = useState(values.receiverKind ?? "company");
  return (
    <Stack gap="sm">
      <Radio.Group
        name="receiverKind"
        label="Offer to"
        value={kind}
        onChange={setKind}
        error={errors.receiverKind}
      >
        <Group mt={4}>
          <Radio value="company" label="Another company" />
          <Radio value="member" label="A member of our company" />
        </Group>
      </Radio.Group>
      {kind === "member" ? (
        <Select
          name="receiverMemberId"
          label="Member"
          data={members}
          defaultValue={values.receiverMemberId || null}
          error={errors.receiverMemberId}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <CompanyPicker error={errors.receiverCompanyId} />
      )}
    </Stack>
  );
}

/**
 * Companies on the platform, searched on the server as one types (name, or the exact e-mail): the form's own page
 * answers `?companyQuery=` with `companyOptions`.
 */
function CompanyPicker({ error }: { error?: string }) {
  const fetcher = useFetcher<{ companyOptions: { value: string; label: string }[] }>();
  const { pathname } = useLocation();
  const [search, setSearch] = useState("");
  const [value, setValue] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<{ value: string; label: string }[]>([]);
  const load = fetcher.load;
  useEffect(() => {
    if (debounced.trim().length >= 2) load(`${pathname}?companyQuery=${encodeURIComponent(debounced)}`);
  }, [debounced, load, pathname]);
  useEffect(() => {
    // Keep every company seen, so the chosen one stays shown when a later search no longer returns it.
    const found = fetcher.data?.companyOptions ?? [];
    setKnown((prev) => [...prev, ...found.filter((o) => !prev.some((p) => p.value === o.value))]);
  }, [fetcher.data]);
  const current = known.find((o) => o.value === value);
  const options = fetcher.data?.companyOptions ?? [];
  const data = current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;
  return (
    <Select
      name="receiverCompanyId"
      label="Company"
      description="Type at least 2 letters of its name, or its exact e-mail"
      data={data}
      value={value}
      onChange={setValue}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o as ComboboxItem[]}
      nothingFoundMessage={
        search.trim().length < 2
          ? "Keep typing…"
          : fetcher.state === "loading"
            ? "Searching…"
            : "No company matches"
      }
      error={error}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}
