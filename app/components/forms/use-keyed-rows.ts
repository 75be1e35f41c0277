import { useRef, useState } from "react";

/** A row of a repeating form section, with the React key it keeps while it lives. */
export type Keyed<T> = T & { key: number };

/**
 * The rows of a form section that can grow and shrink (invoice and job lines, a job's tasks): each row gets a key of
 * its own when it is added, so removing one never shifts what React shows in the others. Keys are per form, counted
 * from the rows it started with.
 */
export function useKeyedRows<T extends object>(initial: () => readonly T[]) {
  const next = useRef(0);
  const keyed = (row: T): Keyed<T> => ({ ...row, key: ++next.current });
  const [rows, setRows] = useState<Keyed<T>[]>(() => initial().map(keyed));
  return {
    rows,
    add: (row: T) => setRows((all) => [...all, keyed(row)]),
    update: (key: number, patch: Partial<T>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    remove: (key: number) => setRows((all) => all.filter((row) => row.key !== key)),
  };
}
