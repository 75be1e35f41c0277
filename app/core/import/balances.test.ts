import { describe, expect, it } from "vitest";
import { guessBalanceMapping, parseAmountCents, validateBalanceRows } from "./balances";

describe("opening balances", () => {
  it("reads amounts as cents", () => {
    expect(parseAmountCents("$1,234.50")).toBe(123450);
    expect(parseAmountCents("89")).toBe(8900);
    expect(parseAmountCents("(20.00)")).toBe(-2000);
    expect(parseAmountCents("12.345")).toBeNull();
    expect(parseAmountCents("lots")).toBeNull();
  });

  it("keeps one balance per customer that owes, and reports problems by line", () => {
    const mapping = guessBalanceMapping(["Customer", "Balance", "As of", "Due date"]);
    expect(mapping).toMatchObject({
      customerName: "Customer",
      amount: "Balance",
      date: "As of",
      dueDate: "Due date",
    });
    const rows = [
      { Customer: "Ann Lee", Balance: "$120.00", "As of": "2026-10-31", "Due date": "2026-11-15" },
      { Customer: "Bob Ray", Balance: "0", "As of": "", "Due date": "" },
      { Customer: "Ann Lee", Balance: "10", "As of": "", "Due date": "" },
      { Customer: "Cy", Balance: "-5", "As of": "", "Due date": "" },
    ];
    const result = validateBalanceRows(rows, mapping, { today: "2026-11-28" });
    expect(result.valid).toEqual([
      expect.objectContaining({ amountCents: 12000, issuedOn: "2026-10-31", dueOn: "2026-11-15" }),
    ]);
    expect(result.errors.map((e) => [e.line, e.field])).toEqual([
      [4, "customerName"],
      [5, "amount"],
    ]);
  });
});
