import { Table } from "@mantine/core";
import classes from "./stacked-table.module.css";

export interface StackedColumn<T> {
  /** The column header; on a phone, the label before each value. */
  header: string;
  /** A header cell of its own (a sorting header, `SortHeader`) in place of the plain one. */
  head?: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  align?: "left" | "right";
  /** The card's title on a phone (shown first, without its label): the row's name or number. */
  title?: boolean;
  /** Keep the cell on one line in the table layout (dates, amounts). */
  nowrap?: boolean;
}

/**
 * A table that turns into stacked cards when its container is narrower than 40em (a phone): nothing sideways to
 * scroll, every column visible (an invoice's total and balance, equipment's service dates). The table's roles stay
 * explicit, so screen readers and tests still see a table of rows and cells in the card layout.
 */
export function StackedTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  striped = true,
}: {
  /** The table's accessible name. */
  label: string;
  /** A visible caption, if any. */
  caption?: string;
  columns: StackedColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  striped?: boolean;
}) {
  return (
    <div className={classes.frame}>
      {/* A safety net only: between 40em and the table's natural width the columns wrap rather than scroll. */}
      <div className={classes.scroller}>
        <Table
          striped={striped}
          className={classes.table}
          role="table"
          aria-label={caption ? undefined : label}
        >
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              {columns.map(
                (c) =>
                  c.head ?? (
                    <Table.Th key={c.header} role="columnheader" ta={c.align}>
                      {c.header}
                    </Table.Th>
                  ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} role="row">
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    role="cell"
                    data-label={c.header}
                    data-title={c.title || undefined}
                    ta={c.align}
                    style={c.nowrap ? { whiteSpace: "nowrap" } : undefined}
                  >
                    {/* One box, so that on a phone the label and the whole value sit side by side. */}
                    <div>{c.cell(row)}</div>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
