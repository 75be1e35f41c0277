import type { ImportCustomer } from "./validate";

/** File rows per chunk of a customer file committed by the background job (each chunk is one transaction). */
export const CUSTOMER_CHUNK_ROWS = 1000;

export interface CustomerChunk {
  /** The file rows of the chunks before this one: the batch's progress when this chunk starts. */
  start: number;
  /** The file rows this chunk's customers came from. */
  rows: number;
  customers: ImportCustomer[];
}

/**
 * Splits a file's customers into chunks of at most `maxRows` file rows, whole customers only: the rows of one
 * customer (grouped by import key however far apart they are in the file) are written together. The split depends on
 * the file alone, so a resumed run finds the chunk that starts at the batch's progress. A customer with more rows than
 * `maxRows` is a chunk of its own.
 */
export function customerChunks(
  customers: readonly ImportCustomer[],
  maxRows = CUSTOMER_CHUNK_ROWS,
): CustomerChunk[] {
  const out: CustomerChunk[] = [];
  let current: CustomerChunk = { start: 0, rows: 0, customers: [] };
  for (const c of customers) {
    const rows = Math.max(1, c.lines.length);
    if (current.customers.length > 0 && current.rows + rows > maxRows) {
      out.push(current);
      current = { start: current.start + current.rows, rows: 0, customers: [] };
    }
    current.customers.push(c);
    current.rows += rows;
  }
  if (current.customers.length > 0) out.push(current);
  return out;
}
