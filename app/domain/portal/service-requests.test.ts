import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, customer, serviceLocation, user } from "~/db/schema";
import { asOwner } from "~/domain/testing/fake-ports";
import { customerInput, locationInput, newClient, newCompany } from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { requestService } from "../directory/directory.server";
import { serviceRequestSchema } from "../directory/schemas";
import { createLocation } from "../locations/locations.server";
import { ownerThreads } from "../messaging/owner-threads.server";
import type { TenantContext } from "../tenant.server";
import { addOwnPool } from "./owner-pools.server";
import { ownerPendingRequests, serviceRequestPrefill } from "./service-requests.server";

async function activeCompany(name: string) {
  const { ctx } = await newCompany(name);
  await ctx.db.update(company).set({ platformStatus: "active" }).where(eq(company.id, ctx.companyId));
  return ctx;
}

const request = (overrides: Record<string, string> = {}) =>
  serviceRequestSchema.parse({
    name: "Pat Pool",
    email: "pat@example.com",
    phone: "(480) 555-0199",
    address: "12 Palm Ave, Tempe, AZ",
    zip: "85281",
    message: "Weekly service please.",
    ...overrides,
  });

const locationsOf = (ctx: TenantContext, customerId: string) =>
  ctx.db.select().from(serviceLocation).where(eq(serviceLocation.customerId, customerId));

describe("the service request form for a signed-in pool owner", () => {
  it("starts with their name, e-mail and phone, and the address of their own pool", async () => {
    const owner = await newClient();
    const other = await newClient();
    const ctx = await activeCompany("Prefill Pools");
    await ctx.db.update(user).set({ phone: "(480) 555-0100" }).where(eq(user.id, owner.userId));
    await addOwnPool(asOwner(ctx.db, other.userId), {
      name: "Not mine",
      kind: "pool",
      volumeGallons: null,
      sanitizer: "chlorine",
      surface: "plaster",
      address: "99 Elsewhere Rd",
      postalCode: "10001",
      notes: "",
    });
    expect(await serviceRequestPrefill(asOwner(ctx.db, owner.userId))).toEqual({
      name: "Pat Pool",
      email: owner.email,
      phone: "(480) 555-0100",
      address: "",
      zip: "",
    });
    await addOwnPool(asOwner(ctx.db, owner.userId), {
      name: "Backyard",
      kind: "pool",
      volumeGallons: 15000,
      sanitizer: "chlorine",
      surface: "plaster",
      address: "7 Sunny Ln, Tempe, AZ",
      postalCode: "85283",
      notes: "",
    });
    expect(await serviceRequestPrefill(asOwner(ctx.db, owner.userId))).toMatchObject({
      address: "7 Sunny Ln, Tempe, AZ",
      zip: "85283",
    });
  });

  it("falls back to the location a company keeps for them, never another owner's", async () => {
    const ctx = await activeCompany("Kept Pools");
    const owner = await newClient();
    const other = await newClient();
    const theirs = await createCustomer(ctx, customerInput({ lastName: "Other" }));
    await ctx.db.update(customer).set({ linkedUserId: other.userId }).where(eq(customer.id, theirs.id));
    await createLocation(ctx, theirs.id, locationInput({ addressLine: "1 Other St" }));
    expect(await serviceRequestPrefill(asOwner(ctx.db, owner.userId))).toMatchObject({
      address: "",
      zip: "",
    });
    const mine = await createCustomer(ctx, customerInput({ lastName: "Mine" }));
    await ctx.db.update(customer).set({ linkedUserId: owner.userId }).where(eq(customer.id, mine.id));
    await createLocation(
      ctx,
      mine.id,
      locationInput({ addressLine: "5 Mine Ct", city: "Austin", region: "TX", postalCode: "78701" }),
    );
    expect(await serviceRequestPrefill(asOwner(ctx.db, owner.userId))).toMatchObject({
      address: "5 Mine Ct, Austin, TX",
      zip: "78701",
    });
  });

  it("is nothing for a company account", async () => {
    const ctx = await activeCompany("Member Pools");
    expect(await serviceRequestPrefill(asOwner(ctx.db, ctx.userId))).toBeNull();
  });
});

describe("a service request's lead", () => {
  it("gets the request's address as its service location", async () => {
    const ctx = await activeCompany("Located Pools");
    const lead = await requestService(ctx, ctx.companyId, request());
    const locations = await locationsOf(ctx, lead!.id);
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({
      companyId: ctx.companyId,
      addressLine: "12 Palm Ave",
      city: "Tempe",
      region: "AZ",
      postalCode: "85281",
    });
    expect(lead).toMatchObject({ billingAddressLine: "12 Palm Ave", billingCity: "Tempe" });
  });

  it("keeps an address without a city as the street (the office completes the city)", async () => {
    const ctx = await activeCompany("Street Pools");
    const lead = await requestService(ctx, ctx.companyId, request({ address: "12 Palm Ave" }));
    const [location] = await locationsOf(ctx, lead!.id);
    expect(location).toMatchObject({ addressLine: "12 Palm Ave", city: "", postalCode: "85281" });
  });
});

describe("the owner's pending requests (dashboard)", () => {
  it("lists the company written to and the conversation, only for that owner, until the company takes them on", async () => {
    const ctx = await activeCompany("Blue Wave Test");
    const owner = await newClient();
    const other = await newClient();
    expect(await ownerPendingRequests(asOwner(ctx.db, owner.userId))).toEqual([]);
    const lead = await requestService(ctx, ctx.companyId, request(), owner.userId);
    const [thread] = await ownerThreads(asOwner(ctx.db, owner.userId));
    const pending = await ownerPendingRequests(asOwner(ctx.db, owner.userId));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      companyName: ctx.companyName,
      customerId: lead!.id,
      threadId: thread.id,
    });
    expect(pending[0].sentAt).toEqual(expect.any(Date));
    expect(await ownerPendingRequests(asOwner(ctx.db, other.userId))).toEqual([]);
    await ctx.db.update(customer).set({ status: "active" }).where(eq(customer.id, lead!.id));
    expect(await ownerPendingRequests(asOwner(ctx.db, owner.userId))).toEqual([]);
  });
});
