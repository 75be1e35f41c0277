import { describe, expect, it } from "vitest";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError } from "../errors";
import { getBillingSettings, updateBillingSettings } from "./billing-settings.server";
import { billingSettingsSchema } from "./billing-settings-schema";

const form = (over: Record<string, string> = {}) => ({
  billingPeriod: "monthly",
  invoiceTerms: "net 30",
  taxRatePercent: "8.25",
  chemicalBillingMode: "hybrid",
  chemicalAllowance: "40",
  ...over,
});

describe("billing settings", () => {
  it("saves the period, terms, tax in basis points and the allowance in cents", async () => {
    const { ctx } = await newCompany();
    expect(await getBillingSettings(ctx)).toMatchObject({
      billingPeriod: "monthly",
      invoiceTerms: "net 15",
      taxRateBasisPoints: 0,
      chemicalBillingMode: "itemised",
    });
    await updateBillingSettings(ctx, billingSettingsSchema.parse(form()));
    expect(await getBillingSettings(ctx)).toMatchObject({
      invoiceTerms: "net 30",
      taxRateBasisPoints: 825,
      chemicalBillingMode: "hybrid",
      chemicalAllowanceCents: 4_000,
    });
  });

  it("refuses bad values with a message for the field", () => {
    const errors = (over: Record<string, string>) => {
      const result = billingSettingsSchema.safeParse(form(over));
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(errors({ taxRatePercent: "abc" }).taxRatePercent).toBe("seller.validation.taxRate");
    expect(errors({ taxRatePercent: "100" }).taxRatePercent).toBe("seller.validation.taxRate");
    expect(errors({ chemicalAllowance: "-5" }).chemicalAllowance).toBe("seller.validation.chemicalAllowance");
    expect(errors({ chemicalBillingMode: "free" }).chemicalBillingMode).toBe(
      "seller.validation.chemicalBillingMode",
    );
    expect(errors({ invoiceTerms: "net 90" }).invoiceTerms).toBe("seller.validation.invoiceTerms");
  });

  it("needs money rights: a technician neither reads nor changes them", async () => {
    const { ctx } = await newCompany();
    const technician = await newTechnician(ctx);
    await expect(getBillingSettings(technician)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      updateBillingSettings(technician, billingSettingsSchema.parse(form())),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });
});
