import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { company, customer, messageThread } from "~/db/schema";
import { newCompany } from "../../../tests/db/factories";
import { requestService } from "./directory.server";
import { serviceRequestSchema } from "./schemas";

// The thread fails after the lead was filed (a crash, a refused write): the request must leave nothing.
vi.mock("../messaging/owner-threads.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("../messaging/owner-threads.server")>();
  return {
    ...real,
    openServiceRequestThread: async (...args: Parameters<typeof real.openServiceRequestThread>) => {
      if (args[1].body.includes("make the thread fail")) throw new Error("injected failure");
      return real.openServiceRequestThread(...args);
    },
  };
});

describe("a service request is all or nothing", () => {
  it("files no lead when its thread cannot be written", async () => {
    const { ctx } = await newCompany("Atomic Requests");
    await ctx.db.update(company).set({ platformStatus: "active" }).where(eq(company.id, ctx.companyId));
    const input = serviceRequestSchema.parse({
      name: "Jamie Carter",
      email: "jamie@example.com",
      phone: "(480) 555-0199",
      address: "12 Palm Ave",
      zip: "85281",
      message: "Please make the thread fail.",
    });
    await expect(requestService(ctx, ctx.companyId, input)).rejects.toThrow("injected failure");
    expect(await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId))).toEqual([]);
    expect(
      await ctx.db.select().from(messageThread).where(eq(messageThread.companyId, ctx.companyId)),
    ).toEqual([]);

    // A request that works files both.
    await requestService(ctx, ctx.companyId, { ...input, message: "Green pool, weekly service please." });
    expect(await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId))).toHaveLength(1);
    expect(
      await ctx.db.select().from(messageThread).where(eq(messageThread.companyId, ctx.companyId)),
    ).toHaveLength(1);
  });
});
