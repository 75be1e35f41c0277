import { removeControlCharacters } from "../text/control-characters";

/**
 * The query of a list page, read from its URL: search text, filters, sort and page. Pure, so every list parses its
 * URL the same way and a hand-edited URL can never make a query fail (unknown values fall back to defaults).
 */
export interface ListQuery<S extends string> {
  q: string;
  sort: S;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
  filters: Record<string, string>;
}

export const PAGE_SIZES = [25, 50, 100] as const;

export function parseListQuery<S extends string>(
  params: URLSearchParams,
  options: { sorts: readonly S[]; defaultSort: S; defaultDir?: "asc" | "desc"; filters?: readonly string[] },
): ListQuery<S> {
  const sortParam = params.get("sort") as S | null;
  const sort = sortParam && options.sorts.includes(sortParam) ? sortParam : options.defaultSort;
  const dirParam = params.get("dir");
  const dir = dirParam === "asc" || dirParam === "desc" ? dirParam : (options.defaultDir ?? "asc");
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(pageSizeParam) ? pageSizeParam : PAGE_SIZES[0];
  const pageParam = Math.floor(Number(params.get("page")));
  const page = Number.isFinite(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = clean(params.get(name));
    if (value) filters[name] = value.slice(0, 100);
  }
  return { q: clean(params.get("q")), sort, dir, page, pageSize, filters };
}

/** Search text and filters are read, never stored: control characters (a NUL PostgreSQL refuses) are dropped. */
function clean(value: string | null) {
  return removeControlCharacters(value ?? "")
    .trim()
    .slice(0, 100);
}

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function offsetOf(query: { page: number; pageSize: number }) {
  return (query.page - 1) * query.pageSize;
}

/** Escapes LIKE wildcards so a user's "%" or "_" matches literally; returns the `%…%` pattern. */
export function containsPattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
