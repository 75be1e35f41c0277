import { describe, expect, it } from "vitest";
import { customerChunks } from "./customer-chunks";
import type { ImportCustomer } from "./validate";

const customerOn = (key: string, lines: number[]): ImportCustomer => ({
  importKey: key,
  externalId: null,
  lines,
  customer: {} as ImportCustomer["customer"],
  locations: [],
});

describe("customerChunks", () => {
  it("fills chunks up to the row limit with whole customers, each starting where the last ended", () => {
    // One customer on the first and the last line of the file stays in one chunk.
    const customers = [
      customerOn("a", [2, 9]),
      ...["b", "c", "d", "e", "f"].map((k, i) => customerOn(k, [3 + i])),
      customerOn("g", [8]),
    ];
    const chunks = customerChunks(customers, 3);
    expect(chunks.map((c) => [c.start, c.rows, c.customers.map((x) => x.importKey)])).toEqual([
      [0, 3, ["a", "b"]],
      [3, 3, ["c", "d", "e"]],
      [6, 2, ["f", "g"]],
    ]);
  });

  it("gives a customer with more rows than the limit a chunk of its own", () => {
    const chunks = customerChunks(
      [customerOn("a", [2]), customerOn("b", [3, 4, 5]), customerOn("c", [6])],
      2,
    );
    expect(chunks.map((c) => [c.start, c.rows])).toEqual([
      [0, 1],
      [1, 3],
      [4, 1],
    ]);
  });

  it("has no chunk for no customers", () => {
    expect(customerChunks([])).toEqual([]);
  });
});
