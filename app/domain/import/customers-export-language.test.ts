import { describe, expect, it } from "vitest";
import { parseCsv } from "~/core/import/csv";
import { customerInput, newCompany } from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { exportCustomersCsv } from "./customers-import.server";

describe("the customers CSV export and the preferred language", () => {
  it("has a Preferred language column: 'es', 'en', or blank for a customer without one", async () => {
    const { ctx } = await newCompany("Idioma Pools");
    for (const [lastName, preferredLanguage] of [
      ["Spanish", "es"],
      ["English", "en"],
      ["Unsaid", null],
    ] as const) {
      await createCustomer(ctx, { ...customerInput({ firstName: "Dana", lastName }), preferredLanguage });
    }
    const table = parseCsv(await exportCustomersCsv(ctx));
    if (!table.ok) throw new Error(table.message);
    const { headers, rows } = table.value;
    expect(headers).toContain("Preferred language");
    const byName = Object.fromEntries(rows.map((r) => [r["Last name"], r["Preferred language"]]));
    expect(byName).toEqual({ Spanish: "es", English: "en", Unsaid: "" });
  });
});
