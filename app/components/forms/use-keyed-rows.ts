import { useRef, useState } from "react";

/** A row of a repeating form section, with the React key it keeps while it lives. */
export type Keyed<T> = T & { key: number };

/**
 * The rows of a form section that can grow and shrink (invoice, job and receipt lines, a job's tasks, a task group's
 * tasks): each row gets a key of its own when it is added, so removing or moving one never shifts what React shows in
 * the others. Keys are per form, counted from the rows it started with, so the server and the browser agree on them.
 */
export function useKeyedRows<T extends object>(initial: () => readonly T[]) {
  const next = useRef(0);
  const keyed = (row: T): Keyed<T> => ({ ...row, key: ++next.current });
  const [rows, setRows] = useState<readonly Keyed<T>[]>(() => initial().map(keyed));
  return {
    rows,
    /** Adds a row at the end and returns its key. */
    add: (row: T) => {
      const added = keyed(row);
      setRows((all) => [...all, added]);
      return added.key;
    },
    update: (key: number, patch: Partial<T>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    remove: (key: number) => setRows((all) => all.filter((row) => row.key !== key)),
    /** Swaps the row at `from` with the one at `to` (both indexes); out of range does nothing. */
    swap: (from: number, to: number) => setRows((all) => swapped(all, from, to)),
  };
}

/** The rows with the ones at `from` and `to` swapped; the same array when either index is off the end. */
export function swapped<R>(rows: readonly R[], from: number, to: number): readonly R[] {
  if (from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
  const moved = [...rows];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/** The row that takes the focus when the one at `index` is removed: the next, else the previous, else none. */
export function neighbourOf<R>(rows: readonly R[], index: number): R | undefined {
  return rows[index + 1] ?? (index > 0 ? rows[index - 1] : undefined);
}
