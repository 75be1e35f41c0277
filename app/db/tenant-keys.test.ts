import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "~/domain/customers/customers.server";
import { createEquipment } from "~/domain/equipment/equipment.server";
import { createLocation } from "~/domain/locations/locations.server";
import type { TenantContext } from "~/domain/tenant.server";
import { createBodyOfWater } from "~/domain/water/bodies.server";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newCompany,
} from "../../tests/db/factories";
import { db } from "./client.server";
import {
  alert,
  bodyOfWater,
  companyMember,
  customer,
  invite,
  invoice,
  job,
  purchase,
  purchaseLine,
  role,
  serviceLocation,
  serviceStop,
} from "./schema";

/**
 * Composite tenant keys (docs/decisions/016-composite-tenant-keys.md): the database itself refuses a company-owned
 * row that points at another company's record, whatever the code above it forgets.
 */

interface Graph {
  ctx: TenantContext;
  customerId: string;
  locationId: string;
  bodyId: string;
  equipmentId: string;
}

async function companyWithPool(name: string): Promise<Graph> {
  const { ctx } = await newCompany(name);
  const customer = await createCustomer(ctx, customerInput());
  const location = await createLocation(ctx, customer.id, locationInput());
  const body = await createBodyOfWater(ctx, customer.id, location.id, bodyInput());
  const equipment = await createEquipment(ctx, body.id, equipmentInput());
  return {
    ctx,
    customerId: customer.id,
    locationId: location.id,
    bodyId: body.id,
    equipmentId: equipment.id,
  };
}

/** The statement fails with a foreign-key violation of the named constraint. */
async function refusedBy(statement: PromiseLike<unknown>) {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    expect(code).toBe("23503");
    return constraint;
  }
  throw new Error("the database accepted a row pointing at another company's record");
}

let a: Graph;
let b: Graph;

beforeAll(async () => {
  a = await companyWithPool("Alpha Pools");
  b = await companyWithPool("Bravo Pools");
});

describe("the database refuses a reference to another company's record", () => {
  it("a service location of company A for a customer of company B", async () => {
    const database = await db();
    const row = { companyId: a.ctx.companyId, addressLine: "1 Elm St", city: "Austin" };
    expect(
      await refusedBy(database.insert(serviceLocation).values({ ...row, customerId: b.customerId })),
    ).toBe("service_location_customer_id_same_company_fk");
    const [same] = await database
      .insert(serviceLocation)
      .values({ ...row, customerId: a.customerId })
      .returning({ id: serviceLocation.id });
    expect(same.id).toBeTruthy();
  });

  it("a body of water moved to another company's location (update)", async () => {
    const database = await db();
    expect(
      await refusedBy(
        database
          .update(bodyOfWater)
          .set({ serviceLocationId: b.locationId })
          .where(eq(bodyOfWater.id, a.bodyId)),
      ),
    ).toBe("body_of_water_service_location_id_same_company_fk");
    const [body] = await database
      .select({ serviceLocationId: bodyOfWater.serviceLocationId })
      .from(bodyOfWater)
      .where(eq(bodyOfWater.id, a.bodyId));
    expect(body.serviceLocationId).toBe(a.locationId);
  });

  it("a stop on another company's customer, location or technician", async () => {
    const database = await db();
    const [bMember] = await database
      .select({ id: companyMember.id })
      .from(companyMember)
      .where(eq(companyMember.companyId, b.ctx.companyId));
    const stop = {
      companyId: a.ctx.companyId,
      number: 9001,
      customerId: a.customerId,
      serviceLocationId: a.locationId,
      serviceDate: "2026-06-01",
    };
    expect(await refusedBy(database.insert(serviceStop).values({ ...stop, customerId: b.customerId }))).toBe(
      "service_stop_customer_id_same_company_fk",
    );
    expect(
      await refusedBy(database.insert(serviceStop).values({ ...stop, serviceLocationId: b.locationId })),
    ).toBe("service_stop_service_location_id_same_company_fk");
    expect(await refusedBy(database.insert(serviceStop).values({ ...stop, technicianId: bMember.id }))).toBe(
      "service_stop_technician_id_same_company_fk",
    );
    const [same] = await database
      .insert(serviceStop)
      .values({ ...stop, technicianId: a.ctx.memberId })
      .returning({ id: serviceStop.id });
    expect(same.id).toBeTruthy();
  });

  it("an invoice and a job for another company's customer, pool or equipment", async () => {
    const database = await db();
    expect(
      await refusedBy(
        database
          .insert(invoice)
          .values({ companyId: a.ctx.companyId, number: 9001, customerId: b.customerId }),
      ),
    ).toBe("invoice_customer_id_same_company_fk");
    const [sameInvoice] = await database
      .insert(invoice)
      .values({ companyId: a.ctx.companyId, number: 9001, customerId: a.customerId })
      .returning({ id: invoice.id });
    expect(sameInvoice.id).toBeTruthy();

    const repair = { companyId: a.ctx.companyId, number: 9001, customerId: a.customerId, title: "Leak" };
    expect(await refusedBy(database.insert(job).values({ ...repair, equipmentId: b.equipmentId }))).toBe(
      "job_equipment_id_same_company_fk",
    );
    const [sameJob] = await database
      .insert(job)
      .values({
        ...repair,
        serviceLocationId: a.locationId,
        bodyOfWaterId: a.bodyId,
        equipmentId: a.equipmentId,
      })
      .returning({ id: job.id });
    expect(sameJob.id).toBeTruthy();
  });

  it("an alert on another company's equipment, and a member given another company's role", async () => {
    const database = await db();
    expect(
      await refusedBy(
        database.insert(alert).values({
          companyId: a.ctx.companyId,
          kind: "equipment service due",
          title: "Filter pressure high",
          equipmentId: b.equipmentId,
        }),
      ),
    ).toBe("alert_equipment_id_same_company_fk");

    const [bRole] = await database
      .select({ id: role.id })
      .from(role)
      .where(eq(role.companyId, b.ctx.companyId));
    expect(
      await refusedBy(
        database.update(companyMember).set({ roleId: bRole.id }).where(eq(companyMember.id, a.ctx.memberId)),
      ),
    ).toBe("company_member_role_id_same_company_fk");
  });
});

describe("the references keyed after 0023 are refused too (migration 0024)", () => {
  it("an alert or a visit pointing at another company's invoice or job, an invite for its customer", async () => {
    const database = await db();
    const [bInvoice] = await database
      .insert(invoice)
      .values({ companyId: b.ctx.companyId, number: 9101, customerId: b.customerId })
      .returning({ id: invoice.id });
    const [bJob] = await database
      .insert(job)
      .values({ companyId: b.ctx.companyId, number: 9101, customerId: b.customerId, title: "Heater" })
      .returning({ id: job.id });

    const overdue = {
      companyId: a.ctx.companyId,
      kind: "invoice overdue" as const,
      title: "INV-9101 is overdue",
      customerId: a.customerId,
    };
    expect(await refusedBy(database.insert(alert).values({ ...overdue, invoiceId: bInvoice.id }))).toBe(
      "alert_invoice_id_same_company_fk",
    );
    expect(await refusedBy(database.insert(alert).values({ ...overdue, jobId: bJob.id }))).toBe(
      "alert_job_id_same_company_fk",
    );
    // A record that does not exist at all is refused by the single-column key.
    expect(await refusedBy(database.insert(alert).values({ ...overdue, invoiceId: "no-such-invoice" }))).toBe(
      "alert_invoice_id_invoice_id_fk",
    );

    const visit = {
      companyId: a.ctx.companyId,
      number: 9101,
      customerId: a.customerId,
      serviceLocationId: a.locationId,
      serviceDate: "2026-06-02",
    };
    expect(await refusedBy(database.insert(serviceStop).values({ ...visit, invoiceId: bInvoice.id }))).toBe(
      "service_stop_invoice_id_same_company_fk",
    );
    expect(await refusedBy(database.insert(serviceStop).values({ ...visit, jobId: bJob.id }))).toBe(
      "service_stop_job_id_same_company_fk",
    );

    expect(
      await refusedBy(
        database.insert(invite).values({
          companyId: a.ctx.companyId,
          code: `cross-${a.customerId}`,
          kind: "client",
          customerId: b.customerId,
          expiresAt: new Date(Date.now() + 86_400_000),
        }),
      ),
    ).toBe("invite_customer_id_same_company_fk");
  });
});

describe("the delete paths keep their behaviour", () => {
  it("deleting a customer nulls the optional references to it and leaves the row in its company", async () => {
    const database = await db();
    const own = await companyWithPool("Charlie Pools");
    const [bought] = await database
      .insert(purchase)
      .values({ companyId: own.ctx.companyId, purchasedOn: "2026-06-01", totalCents: 1200 })
      .returning({ id: purchase.id });
    const [line] = await database
      .insert(purchaseLine)
      .values({
        companyId: own.ctx.companyId,
        purchaseId: bought.id,
        position: 0,
        description: "Chlorine tabs",
        quantity: 1,
        unitCostCents: 1200,
        customerId: own.customerId,
      })
      .returning({ id: purchaseLine.id });
    const [repair] = await database
      .insert(job)
      .values({
        companyId: own.ctx.companyId,
        number: 1,
        customerId: own.customerId,
        serviceLocationId: own.locationId,
        title: "Pump",
      })
      .returning({ id: job.id });

    // The location goes (its bodies and equipment by cascade); the job keeps its customer and loses the place.
    await database.delete(serviceLocation).where(eq(serviceLocation.id, own.locationId));
    const [afterLocation] = await database
      .select({ companyId: job.companyId, serviceLocationId: job.serviceLocationId })
      .from(job)
      .where(eq(job.id, repair.id));
    expect(afterLocation).toEqual({ companyId: own.ctx.companyId, serviceLocationId: null });
    expect(await database.select().from(bodyOfWater).where(eq(bodyOfWater.id, own.bodyId))).toEqual([]);

    await database.delete(customer).where(eq(customer.id, own.customerId));
    const [afterCustomer] = await database
      .select({ companyId: purchaseLine.companyId, customerId: purchaseLine.customerId })
      .from(purchaseLine)
      .where(eq(purchaseLine.id, line.id));
    expect(afterCustomer).toEqual({ companyId: own.ctx.companyId, customerId: null });
    expect(await database.select().from(job).where(eq(job.id, repair.id))).toEqual([]);
  });

  it("deleting an invoice unlinks the visit it billed and takes its alert along", async () => {
    const database = await db();
    const own = await companyWithPool("Delta Pools");
    const [bill] = await database
      .insert(invoice)
      .values({ companyId: own.ctx.companyId, number: 1, customerId: own.customerId })
      .returning({ id: invoice.id });
    const [visit] = await database
      .insert(serviceStop)
      .values({
        companyId: own.ctx.companyId,
        number: 1,
        customerId: own.customerId,
        serviceLocationId: own.locationId,
        serviceDate: "2026-06-03",
        invoiceId: bill.id,
      })
      .returning({ id: serviceStop.id });
    const [overdue] = await database
      .insert(alert)
      .values({ companyId: own.ctx.companyId, kind: "invoice overdue", title: "INV-1", invoiceId: bill.id })
      .returning({ id: alert.id });

    await database.delete(invoice).where(eq(invoice.id, bill.id));
    const [after] = await database
      .select({ companyId: serviceStop.companyId, invoiceId: serviceStop.invoiceId })
      .from(serviceStop)
      .where(eq(serviceStop.id, visit.id));
    expect(after).toEqual({ companyId: own.ctx.companyId, invoiceId: null });
    expect(await database.select().from(alert).where(eq(alert.id, overdue.id))).toEqual([]);
  });
});

describe("every same-company reference carries its company", () => {
  // Cross-company on purpose: a labor contract names the receiving company's members, and a subcontracted stop the
  // member of the subcontractor who does it (decision 008).
  const crossCompany = [
    "labor_contract.receiver_member_id",
    "labor_contract.receiver_technician_id",
    "service_stop.contractor_technician_id",
  ];

  it("each single-column key between company-owned tables has a (company_id, x_id) key beside it", async () => {
    const database = await db();
    const { rows } = (await database.execute(sql`
      select cl.relname || '.' || a.attname as reference,
        exists (
          select 1 from pg_constraint other
          where other.contype = 'f' and other.conrelid = con.conrelid and other.confrelid = con.confrelid
            and array_length(other.conkey, 1) = 2
            and other.conkey @> array[con.conkey[1], (select attnum from pg_attribute
              where attrelid = con.conrelid and attname = 'company_id')]
        ) as composite
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
      where con.contype = 'f' and n.nspname = 'public' and array_length(con.conkey, 1) = 1
        and exists (select 1 from pg_attribute x where x.attrelid = con.conrelid and x.attname = 'company_id')
        and exists (select 1 from pg_attribute x where x.attrelid = con.confrelid and x.attname = 'company_id')
      order by 1`)) as unknown as { rows: { reference: string; composite: boolean }[] };
    const missing = rows.filter((r) => !r.composite).map((r) => r.reference);
    expect(missing).toEqual(crossCompany);
    expect(rows.length).toBeGreaterThan(80);
  });

  // Columns named like a reference that are no foreign key, each for its reason. Everything else `*_id` has one.
  const notReferences = [
    // better-auth's own ids: the account at the sign-in provider, and which provider.
    "account.account_id",
    "account.provider_id",
    // Polymorphic: the record a platform action was on (audit_log.target_kind says which table).
    "audit_log.target_id",
    // Stripe's ids, not rows of ours.
    "company.stripe_account_id",
    "customer_billing.payment_method_id",
    "customer_billing.stripe_customer_id",
    "customer_subscription.stripe_subscription_id",
    // Polymorphic: the job, invoice, stop… a message is about (message.linked_kind says which table).
    "message.linked_id",
    "payment.provider_payment_id",
    // QuickBooks Online's ids (the connected company's realm, a record's id there, the request id of a create), and
    // the polymorphic record a sync row is about (quickbooks_sync.kind says which table; an item is a rate,
    // "rate:stop") — decision 019.
    "quickbooks_connection.realm_id",
    "quickbooks_sync.pending_request_id",
    "quickbooks_sync.quickbooks_id",
    "quickbooks_sync.realm_id",
    "quickbooks_sync.record_id",
    "stripe_event.account_id",
    "subscription_price.stripe_price_id",
    "subscription_product.stripe_product_id",
    "user.stripe_connected_account_id",
  ];

  it("each column named like a reference (*_id) has a foreign key, outside a list of external and polymorphic ids", async () => {
    const database = await db();
    const { rows } = (await database.execute(sql`
      select cl.relname || '.' || a.attname as "column"
      from pg_attribute a
      join pg_class cl on cl.oid = a.attrelid
      join pg_namespace n on n.oid = cl.relnamespace
      where n.nspname = 'public' and cl.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attname like '%\\_id'
        and not exists (select 1 from pg_constraint con
          where con.contype = 'f' and con.conrelid = a.attrelid and a.attnum = any (con.conkey))
`)) as unknown as { rows: { column: string }[] };
    expect(rows.map((r) => r.column).sort()).toEqual([...notReferences].sort());
  });
});
