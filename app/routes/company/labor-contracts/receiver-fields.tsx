import { type ComboboxItem, Group, Radio, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

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
  const t = useT();
  return (
    <Stack gap="sm">
      <Radio.Group
        name="receiverKind"
        label={t("contracts.receiver.offerTo")}
        value={kind}
        onChange={setKind}
        error={errors.receiverKind}
      >
        <Group mt={4}>
          <Radio value="company" label={t("contracts.receiver.company")} />
          <Radio value="member" label={t("contracts.receiver.member")} />
        </Group>
      </Radio.Group>
      {kind === "member" ? (
        <Select
          name="receiverMemberId"
          label={t("contracts.receiver.memberLabel")}
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
  const t = useT();
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
      label={t("contracts.receiver.companyLabel")}
      description={t("contracts.receiver.companyHelp")}
      data={data}
      value={value}
      onChange={setValue}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o as ComboboxItem[]}
      nothingFoundMessage={
        search.trim().length < 2
          ? t("contracts.receiver.keepTyping")
          : fetcher.state === "loading"
            ? t("contracts.receiver.searching")
            : t("contracts.receiver.noMatch")
      }
      error={error}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}
