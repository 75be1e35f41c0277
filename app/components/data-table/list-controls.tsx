import {
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDownload, IconSearch } from "@tabler/icons-react";
import { Form, Link, useNavigate, useSearchParams, useSubmit } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageCount } from "~/core/listing/list-query";

export interface FilterDef {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** Search box and filters of a list page; a GET form, so it works before JavaScript loads and URLs can be shared. */
export function ListToolbar({
  searchLabel,
  filters = [],
  children,
}: {
  searchLabel: string;
  filters?: FilterDef[];
  children?: React.ReactNode;
}) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={searchLabel}
      onChange={(e) => filters.length && submit(e.currentTarget)}
    >
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          name="q"
          label={searchLabel}
          defaultValue={params.get("q") ?? ""}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: "1 1 220px" }}
          onChange={() => undefined}
        />
        {filters.map((f) => (
          <NativeSelect
            key={f.name}
            name={f.name}
            label={f.label}
            defaultValue={params.get(f.name) ?? ""}
            data={[{ value: "", label: t("common.list.all") }, ...f.options]}
            style={{ flex: "0 1 180px" }}
          />
        ))}
        {params.get("sort") ? <input type="hidden" name="sort" value={params.get("sort") ?? ""} /> : null}
        {params.get("dir") ? <input type="hidden" name="dir" value={params.get("dir") ?? ""} /> : null}
        {children}
        {/* Last on every list, after all the filters it applies. */}
        <Button type="submit" variant="default">
          {t("common.list.search")}
        </Button>
      </Group>
    </Form>
  );
}

/** A column header that sorts the list by `sort`, toggling the direction. */
export function SortHeader({ sort, children }: { sort: string; children: React.ReactNode }) {
  const [params] = useSearchParams();
  const active = params.get("sort") === sort;
  const dir = active && params.get("dir") !== "desc" ? "desc" : "asc";
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", dir);
  next.delete("page");
  const Icon = active ? (params.get("dir") === "desc" ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  return (
    <Table.Th aria-sort={active ? (params.get("dir") === "desc" ? "descending" : "ascending") : undefined}>
      <UnstyledButton component={Link} to={`?${next}`} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The names of the icon-only pagination links (screen readers would find them nameless). */
const controlLabels = {
  first: "common.list.firstPage",
  previous: "common.list.previousPage",
  next: "common.list.nextPage",
  last: "common.list.lastPage",
} as const;

export function ListPagination({
  total,
  page,
  pageSize,
  noun,
}: {
  total: number;
  page: number;
  pageSize: number;
  /**
   * What the list counts, already in the page's language and in the plural ("customers", t("office.pools.noun")):
   * it fills "1–20 of 245 {noun}", "No {noun}" and "Pages of {noun}", which read right with a plural noun in
   * English and Spanish alike.
   */
  noun: string;
}) {
  const f = useFormat();
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next}`;
  };
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {total === 0
          ? t("common.list.none", { noun })
          : t("common.list.range", { from: String(from), to: String(to), total: f.number(total), noun })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(p) => navigate(hrefFor(p))}
          getItemProps={(p) => ({ component: Link, to: hrefFor(p) })}
          getControlProps={(control) => {
            const target =
              control === "next"
                ? page + 1
                : control === "previous"
                  ? page - 1
                  : control === "first"
                    ? 1
                    : pages;
            return {
              component: Link,
              to: hrefFor(Math.max(1, Math.min(pages, target))),
              "aria-label": t(controlLabels[control]),
            };
          }}
          aria-label={t("common.list.pages", { noun })}
        />
      ) : null}
    </Group>
  );
}

/** What an empty list says: what to do first. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" maw={480}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** Downloads the list as CSV (a plain link, so the browser saves the file). */
export function ExportCsvButton({ href }: { href: string }) {
  const t = useT();
  return (
    <Button component="a" href={href} variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
      {t("common.list.exportCsv")}
    </Button>
  );
}
