import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { alert, item } from "~/db/schema";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { createLocation } from "../locations/locations.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { getServiceStop } from "../service/stop-detail.server";
import type { VisitInput } from "../service/stop-schemas";
import { recordVisit } from "../service/stop-visit.server";
import { createBodyOfWater } from "../water/bodies.server";
import { takeJobAction } from "./job-actions.server";
import { getJob } from "./job-detail.server";
import { createJob } from "./job-editing.server";
import { jobVisitScheduled } from "./job-visits.server";

async function setUp() {
  const { ctx } = await newCompany();
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput());
  const location = await createLocation(ctx, customer.id, locationInput());
  const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Pool" }));
  const [chlorine] = await ctx.db
    .insert(item)
    .values({
      companyId: ctx.companyId,
      name: "Liquid chlorine 12.5%",
      category: "chemicals",
      unit: "gal",
      chemical: "liquidChlorine",
      strengthPercent: 12.5,
      stockQuantity: 10,
      lowStockThreshold: 7,
    })
    .returning();
  const [untracked] = await ctx.db
    .insert(item)
    .values({ companyId: ctx.companyId, name: "Muriatic acid", category: "chemicals", unit: "gal" })
    .returning();
  const stop = await createServiceStop(ctx, {
    customerId: customer.id,
    serviceLocationId: location.id,
    technicianId: tech.memberId,
    taskGroupId: null,
    serviceDate: "2026-12-01",
    estimatedMinutes: null,
    description: "",
  });
  const visit = (doses: { amount: number; unit: string; itemId?: string }[]): VisitInput => ({
    bodies: [
      {
        bodyOfWaterId: pool.id,
        readings: {},
        doses: doses.map((d) => ({ name: "Liquid chlorine 12.5%", itemId: chlorine.id, ...d })),
      },
    ],
    tasks: [],
    internalNotes: "",
    customerNotes: "",
    photos: [],
  });
  const stock = async (id = chlorine.id) =>
    (await ctx.db.select({ s: item.stockQuantity }).from(item).where(eq(item.id, id)))[0].s;
  return { ctx, tech, stop, chlorine, untracked, visit, stock };
}

describe("stock on hand", () => {
  it("a finished stop takes its doses from stock, in the item's unit; saving progress takes nothing", async () => {
    const { tech, stop, visit, stock } = await setUp();
    await recordVisit(tech, stop.id, visit([{ amount: 1, unit: "gal" }]), {
      finish: false,
      key: "progress-1",
    });
    expect(await stock()).toBe(10);
    await recordVisit(
      tech,
      stop.id,
      visit([
        { amount: 1, unit: "gal" },
        { amount: 64, unit: "fl oz" },
      ]),
      { finish: true, key: "finish-1" },
    );
    expect(await stock()).toBe(8.5);
    // The same finish sent again (a lost answer) changes nothing.
    await recordVisit(
      tech,
      stop.id,
      visit([
        { amount: 1, unit: "gal" },
        { amount: 64, unit: "fl oz" },
      ]),
      {
        finish: true,
        key: "finish-1",
      },
    );
    expect(await stock()).toBe(8.5);
  });

  it("correcting a finished stop evens out, and crossing the threshold raises one low-stock alert", async () => {
    const { ctx, tech, stop, visit, stock, untracked } = await setUp();
    await recordVisit(tech, stop.id, visit([{ amount: 2, unit: "gal" }]), { finish: true, key: "finish-1" });
    expect(await stock()).toBe(8);
    // The office corrects it: 1 gal was used, not 2; and an untracked product too.
    await recordVisit(
      ctx,
      stop.id,
      visit([
        { amount: 1, unit: "gal" },
        { amount: 1, unit: "gal", itemId: untracked.id },
      ]),
      {
        finish: true,
        key: "correction-1",
      },
    );
    expect(await stock()).toBe(9);
    expect(await stock(untracked.id)).toBeNull();
    await recordVisit(ctx, stop.id, visit([{ amount: 3, unit: "gal" }]), {
      finish: true,
      key: "correction-2",
    });
    expect(await stock()).toBe(7);
    const lows = await ctx.db
      .select()
      .from(alert)
      .where(and(eq(alert.companyId, ctx.companyId), eq(alert.kind, "low stock")));
    expect(lows).toHaveLength(1);
    expect(translatorFor("en").text(lows[0].title)).toBe("Low stock: Liquid chlorine 12.5%");
    // A later correction of the same stop keeps it (a finish replaces only its reading and task alerts).
    await recordVisit(ctx, stop.id, visit([{ amount: 3, unit: "gal" }]), {
      finish: true,
      key: "correction-3",
    });
    const still = await ctx.db
      .select()
      .from(alert)
      .where(and(eq(alert.companyId, ctx.companyId), eq(alert.kind, "low stock")));
    expect(still).toHaveLength(1);
    expect((await getServiceStop(ctx, stop.id)).bodies[0].doses.map((d) => d.amount)).toEqual([3]);
  });

  it("a finished job takes its catalog parts from stock once; labor and free-text lines take nothing", async () => {
    const { ctx, tech, chlorine, stock } = await setUp();
    const [filter] = await ctx.db
      .insert(item)
      .values({
        companyId: ctx.companyId,
        name: "Cartridge filter",
        category: "parts",
        unit: "each",
        stockQuantity: 3,
        lowStockThreshold: 1,
      })
      .returning();
    const customer = await createCustomer(ctx, customerInput({ lastName: "Park" }));
    const location = await createLocation(ctx, customer.id, locationInput());
    const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Spa" }));
    const line = (itemId: string | null, description: string, quantity: number) => ({
      kind: itemId ? ("item" as const) : ("labor" as const),
      itemId,
      description,
      quantity,
      unitPriceCents: 1000,
      unitCostCents: 500,
      taxable: true,
    });
    const created = await createJob(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      bodyOfWaterId: null,
      equipmentId: null,
      type: "repair",
      title: "New filter",
      description: "",
      taxRateBasisPoints: 0,
      tasks: [{ id: null, name: "Swap cartridges" }],
      lines: [
        line(filter.id, "Cartridge filter", 2),
        line(chlorine.id, "Liquid chlorine 12.5%", 1.5),
        line(null, "Labor", 1),
      ],
    });
    await takeJobAction(ctx, created.id, "skipEstimate");
    const stop = await createServiceStop(
      ctx,
      {
        customerId: customer.id,
        serviceLocationId: location.id,
        technicianId: tech.memberId,
        taskGroupId: null,
        serviceDate: "2026-12-03",
        estimatedMinutes: null,
        description: "",
      },
      created.id,
    );
    await jobVisitScheduled(ctx, created.id, stop);
    expect(await stock(filter.id)).toBe(3);
    const visit = {
      bodies: [{ bodyOfWaterId: pool.id, readings: {}, doses: [] }],
      tasks: [],
      internalNotes: "",
      customerNotes: "",
      photos: [],
    };
    await recordVisit(tech, stop.id, visit, { finish: true, key: "job-finish-1" });
    expect((await getJob(ctx, created.id)).operationStatus).toBe("finished");
    expect(await stock(filter.id)).toBe(1);
    expect(await stock()).toBe(8.5);
    // A correction of the finished visit does not take the parts again.
    await recordVisit(ctx, stop.id, visit, { finish: true, key: "job-finish-2" });
    expect(await stock(filter.id)).toBe(1);
    const lows = await ctx.db
      .select()
      .from(alert)
      .where(and(eq(alert.companyId, ctx.companyId), eq(alert.kind, "low stock")));
    expect(lows.map((a) => [translatorFor("en").text(a.title), a.jobId])).toEqual([
      ["Low stock: Cartridge filter", created.id],
    ]);
  });
});
