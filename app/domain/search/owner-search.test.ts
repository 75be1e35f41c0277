import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customer } from "~/db/schema";
import { asOwner } from "~/domain/testing/fake-ports";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newClient,
  newCompany,
} from "../../../tests/db/factories";
import { makeInvoice, makeStop } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { createEquipment } from "../equipment/equipment.server";
import { createLocation } from "../locations/locations.server";
import { openServiceRequestThread } from "../messaging/owner-threads.server";
import { sentInvoice } from "../money/invoices-test-helpers";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { searchClient } from "./search.server";

/** A customer of the company linked to a fresh pool owner, with a pool, a pump, a finished visit, an invoice, a thread. */
async function ownerWithRecords(ctx: TenantContext, word: string) {
  const owner = await newClient();
  const record = await createCustomer(ctx, customerInput({ lastName: word }));
  await ctx.db.update(customer).set({ linkedUserId: owner.userId }).where(eq(customer.id, record.id));
  const location = await createLocation(ctx, record.id, locationInput({ addressLine: `1 ${word} St` }));
  const body = await createBodyOfWater(ctx, record.id, location.id, bodyInput());
  const pump = await createEquipment(ctx, body.id, equipmentInput({ make: `${word}Flo`, model: "VS-3050" }));
  await makeStop(ctx, {
    on: "2026-03-14",
    customerId: record.id,
    serviceLocationId: location.id,
    technicianId: null,
    stage: "finished",
    visit: { customerNotes: `Brushed the ${word} steps` },
  });
  const sent = await sentInvoice(ctx, record.id);
  const thread = await openServiceRequestThread(
    { db: ctx.db, ports: ctx.ports },
    {
      companyId: ctx.companyId,
      customerId: record.id,
      fromUserId: owner.userId,
      body: `The ${word} heater clicks`,
    },
  );
  return { owner, record, pump, invoice: sent, thread };
}

const kinds = (hits: { kind: string }[]) => hits.map((h) => h.kind);

describe("the pool owner's search", () => {
  it("finds their own equipment, visits, invoices and messages, with links to them", async () => {
    const { ctx } = await newCompany("Search Pools");
    const mine = await ownerWithRecords(ctx, "Zephyr");
    const search = (q: string) => searchClient(asOwner(ctx.db, mine.owner.userId), q);

    expect(await search("ZephyrFlo")).toEqual([
      expect.objectContaining({ kind: "Equipment", to: `/equipment/${mine.pump.id}` }),
    ]);
    expect(await search("zephyr steps")).toEqual([
      expect.objectContaining({ kind: "Visit", title: "Visit on Mar 14, 2026", to: "/mypool" }),
    ]);
    expect(await search("heater clicks")).toEqual([
      expect.objectContaining({
        kind: "Message",
        title: "Service request",
        to: `/messages/${mine.thread.id}`,
      }),
    ]);
    const byNumber = await search(`INV-${mine.invoice.number}`);
    expect(byNumber).toEqual([
      expect.objectContaining({
        kind: "Invoice",
        title: `INV-${mine.invoice.number}`,
        to: `/invoices/${mine.invoice.id}`,
      }),
    ]);
  });

  it("never finds another pool owner's records, not even of the same company", async () => {
    const { ctx } = await newCompany("Shared Pools");
    const mine = await ownerWithRecords(ctx, "Quokka");
    const theirs = await ownerWithRecords(ctx, "Narwhal");
    const search = (q: string) => searchClient(asOwner(ctx.db, mine.owner.userId), q);
    for (const q of ["NarwhalFlo", "Narwhal steps", "Narwhal heater"]) expect(await search(q)).toEqual([]);
    expect(kinds(await search(`INV-${theirs.invoice.number}`))).not.toContain("Invoice");
    // The same words find the other owner's own records for them.
    expect(kinds(await searchClient(asOwner(ctx.db, theirs.owner.userId), "Narwhal"))).toEqual(
      expect.arrayContaining(["Equipment", "Visit", "Message"]),
    );
  });

  it("never lists a draft invoice", async () => {
    const { ctx } = await newCompany("Draft Pools");
    const mine = await ownerWithRecords(ctx, "Ibis");
    const draft = await makeInvoice(ctx, { customerId: mine.record.id, stage: "draft" });
    expect(
      kinds(await searchClient(asOwner(ctx.db, mine.owner.userId), `INV-${draft.number}`)),
    ).not.toContain("Invoice");
  });
});
