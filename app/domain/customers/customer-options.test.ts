import { describe, expect, it } from "vitest";
import { customerInput, newCompany } from "../../../tests/db/factories";
import { ForbiddenError } from "../errors";
import { customerOption, customerOptions } from "./customer-options.server";
import { createCustomer, setCustomerArchived } from "./customers.server";

describe("customer options (pickers)", () => {
  it("finds active customers by name or phone, by name order, within the limit", async () => {
    const { ctx } = await newCompany();
    const reed = await createCustomer(
      ctx,
      customerInput({ firstName: "Dana", lastName: "Reed", phone: "(480) 555-0100" }),
    );
    const ross = await createCustomer(ctx, customerInput({ firstName: "Al", lastName: "Ross", phone: null }));
    const gone = await createCustomer(ctx, customerInput({ firstName: "Old", lastName: "Rhodes" }));
    await setCustomerArchived(ctx, gone.id, true);

    expect(await customerOptions(ctx, "")).toEqual([
      { value: reed.id, label: "Reed, Dana" },
      { value: ross.id, label: "Ross, Al" },
    ]);
    expect(await customerOptions(ctx, "ross")).toEqual([{ value: ross.id, label: "Ross, Al" }]);
    expect((await customerOptions(ctx, "480 555 0100")).map((o) => o.value)).toEqual([reed.id]);
    expect(await customerOptions(ctx, "", 1)).toHaveLength(1);
    // An archived customer is not offered, but a filter by its id still shows its name.
    expect(await customerOption(ctx, gone.id)).toEqual({ value: gone.id, label: "Rhodes, Old" });
  });

  it("never shows another company's customers, and needs customers:read", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const theirs = await createCustomer(b.ctx, customerInput({ lastName: "Theirs" }));
    expect(await customerOptions(a.ctx, "Theirs")).toEqual([]);
    expect(await customerOption(a.ctx, theirs.id)).toBeNull();
    await expect(customerOptions({ ...a.ctx, permissions: [] }, "")).rejects.toBeInstanceOf(ForbiddenError);
  });
});
