import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { alert, customer as customerTable } from "~/db/schema";
import { sendServiceReport } from "~/domain/service/service-report.server";
import { asOwner } from "~/domain/testing/fake-ports";
import { listDevMailbox } from "~/server/mail.server";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newClient,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { saveNotificationChoices } from "../accounts/notification-settings.server";
import { createCustomer } from "../customers/customers.server";
import { createEquipment } from "../equipment/equipment.server";
import { NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createManualInvoice, updateDraftInvoice } from "../money/invoices-drafts.server";
import { sendInvoice } from "../money/invoices-status.server";
import { draftInput, sentInvoice } from "../money/invoices-test-helpers";
import { recordPayment } from "../money/payments.server";
import { getJob } from "../operations/job-detail.server";
import { createJob } from "../operations/job-editing.server";
import { decideEstimate, sendEstimate } from "../operations/job-estimates.server";
import { closeRepairRequest, listRepairRequests } from "../operations/repair-requests.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { recordVisit } from "../service/stop-visit.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { ownerEstimatesWaiting, ownerInvoice, ownerInvoices, ownerReceipt } from "./invoices.server";
import {
  addOwnPool,
  deleteOwnPool,
  getOwnPool,
  listOwnPools,
  ownPoolZip,
  updateOwnPool,
} from "./owner-pools.server";
import { fileOwnerRepairRequest, ownerRepairOptions, ownerRepairRequests } from "./repair-requests.server";
import { ownerPoolSchema, ownerRepairSchema } from "./schemas";

const dataDir = () => process.env.DATA_DIR!;
beforeEach(async () => {
  await runQueuedJobs(); // e-mails earlier tests queued go out before the mail is cleared
  fs.rmSync(path.join(dataDir(), "mail"), { recursive: true, force: true });
});

/** A customer with a location, a pool and a pump, linked to a fresh pool owner. */
async function ownerWithPool(ctx: TenantContext, lastName: string) {
  const owner = await newClient();
  const customer = await createCustomer(
    ctx,
    customerInput({ lastName, email: `${lastName.toLowerCase()}@example.com` }),
  );
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: `1 ${lastName} St` }));
  const body = await createBodyOfWater(
    ctx,
    customer.id,
    location.id,
    bodyInput({ name: `${lastName} pool` }),
  );
  const pump = await createEquipment(ctx, body.id, equipmentInput({ make: `${lastName} make` }));
  await ctx.db
    .update(customerTable)
    .set({ linkedUserId: owner.userId })
    .where(eq(customerTable.id, customer.id));
  return { owner, customer, location, body, pump };
}

const report = (place: string, description: string, equipmentId = "") =>
  ownerRepairSchema.parse({ place, equipmentId, description });

describe("portal repair requests", () => {
  it("an owner files a problem with a photo on their own pool; the office sees it, is alerted, and the answer comes back", async () => {
    const { ctx } = await newCompany("Portal Repairs");
    const a = await ownerWithPool(ctx, "Reed");

    const options = await ownerRepairOptions(asOwner(ctx.db, a.owner.userId));
    expect(options.places.map((p) => p.value)).toEqual([`body:${a.body.id}`]);
    expect(options.equipment.map((e) => e.value)).toEqual([a.pump.id]);

    const filed = await fileOwnerRepairRequest(
      asOwner(ctx.db, a.owner.userId, ctx.ports),
      report(`body:${a.body.id}`, "Pump makes a grinding noise", a.pump.id),
      [await preparedPhoto()],
    );
    expect(filed).toMatchObject({
      customerId: a.customer.id,
      serviceLocationId: a.location.id,
      bodyOfWaterId: a.body.id,
      equipmentId: a.pump.id,
      requestedByKind: "client",
      requestedBy: a.owner.userId,
    });
    expect(filed.photos).toHaveLength(1);
    expect(storedUploads()).toContain(filed.photos[0].url.slice("/uploads/".length));
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(and(eq(alert.companyId, ctx.companyId), eq(alert.customerId, a.customer.id)));
    expect(alerts.map((x) => x.kind)).toContain("repair request received");
    const office = await listRepairRequests(ctx, {
      q: "",
      filters: {},
      sort: "created",
      dir: "desc",
      page: 1,
      pageSize: 25,
    } as never);
    expect(office.rows.map((r) => r.id)).toContain(filed.id);

    await closeRepairRequest(ctx, filed.id, { status: "resolved", note: "Replaced the bearings." });
    const [mine] = await ownerRepairRequests(asOwner(ctx.db, a.owner.userId));
    expect(mine).toMatchObject({
      id: filed.id,
      status: "resolved",
      resolutionNote: "Replaced the bearings.",
    });
    const mail = await listDevMailbox();
    const resolved = mail.find(
      (m) => m.to === a.owner.email && m.subject.startsWith("Repair request resolved"),
    );
    expect(resolved?.text.split("\n")[0]).toBe("Hello Pat,");
  });

  it("an owner can't file on (or read) another owner's pool or equipment, of the same company or another", async () => {
    const { ctx } = await newCompany("Portal Repairs Two");
    const a = await ownerWithPool(ctx, "Adams");
    const b = await ownerWithPool(ctx, "Baker");
    const other = await newCompany("Other Pools");
    const c = await ownerWithPool(other.ctx, "Carter");

    const shot = await preparedPhoto();
    const filesBefore = storedUploads();
    // B picks A's pool: refused, nothing stored.
    await expect(
      fileOwnerRepairRequest(
        asOwner(ctx.db, b.owner.userId, ctx.ports),
        report(`body:${a.body.id}`, "Not my pool at all"),
        [shot],
      ),
    ).rejects.toMatchObject({ field: "place" });
    await expect(
      fileOwnerRepairRequest(
        asOwner(ctx.db, b.owner.userId, ctx.ports),
        report(`location:${a.location.id}`, "Not my address"),
        [shot],
      ),
    ).rejects.toBeInstanceOf(RuleError);
    // B's own pool with A's pump: refused.
    await expect(
      fileOwnerRepairRequest(
        asOwner(ctx.db, b.owner.userId, ctx.ports),
        report(`body:${b.body.id}`, "Borrowed pump", a.pump.id),
        [shot],
      ),
    ).rejects.toMatchObject({ field: "equipmentId" });
    // Another company's owner, with this company's pool: refused.
    await expect(
      fileOwnerRepairRequest(
        asOwner(ctx.db, c.owner.userId, ctx.ports),
        report(`body:${a.body.id}`, "Cross company"),
        [shot],
      ),
    ).rejects.toMatchObject({ field: "place" });
    // C's own pool with this company's pump: refused.
    await expect(
      fileOwnerRepairRequest(
        asOwner(ctx.db, c.owner.userId, ctx.ports),
        report(`body:${c.body.id}`, "Cross pump", a.pump.id),
        [shot],
      ),
    ).rejects.toMatchObject({ field: "equipmentId" });

    // None of the refused reports wrote its photo.
    expect(storedUploads()).toEqual(filesBefore);

    const filed = await fileOwnerRepairRequest(
      asOwner(ctx.db, a.owner.userId, ctx.ports),
      report(`body:${a.body.id}`, "Leak at the filter"),
      [],
    );
    expect(filed.companyId).toBe(ctx.companyId);
    expect(await ownerRepairRequests(asOwner(ctx.db, b.owner.userId))).toEqual([]);
    expect(await ownerRepairRequests(asOwner(ctx.db, c.owner.userId))).toEqual([]);
    expect((await ownerRepairRequests(asOwner(ctx.db, a.owner.userId))).map((r) => r.id)).toEqual([filed.id]);
    // Nothing of A's is offered to B.
    const offered = await ownerRepairOptions(asOwner(ctx.db, b.owner.userId));
    expect(offered.places.map((p) => p.value)).toEqual([`body:${b.body.id}`]);
    expect(offered.equipment.map((e) => e.value)).toEqual([b.pump.id]);
  });
});

describe("portal invoices and receipts", () => {
  it("an owner lists their sent invoices, opens one with its payments and a receipt; others get not found", async () => {
    const { ctx } = await newCompany("Portal Money");
    const a = await ownerWithPool(ctx, "Dunn");
    const b = await ownerWithPool(ctx, "Ellis");
    const other = await newCompany("Other Money");
    const c = await ownerWithPool(other.ctx, "Fox");

    const inv = await sentInvoice(ctx, a.customer.id);
    const draft = await createManualInvoice(ctx, { customerId: a.customer.id });
    const paid = await recordPayment(ctx, inv.id, {
      amountCents: 10_000,
      method: "check",
      reference: "1042",
      receivedOn: todayIn(ctx.timeZone),
    });

    const list = await ownerInvoices(asOwner(ctx.db, a.owner.userId));
    expect(list.map((i) => i.id)).toEqual([inv.id]);
    expect(list.map((i) => i.id)).not.toContain(draft.id);
    expect(list[0]).toMatchObject({
      status: "open",
      displayStatus: "partly paid",
      balanceCents: 65_713 - 10_000,
    });
    expect(list[0].payUrl).toMatch(/^\/invoice\//);

    const detail = await ownerInvoice(asOwner(ctx.db, a.owner.userId), inv.id);
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: paid.payment.id, amountCents: 10_000, method: "check" }),
    ]);
    const receipt = await ownerReceipt(asOwner(ctx.db, a.owner.userId), inv.id, paid.payment.id);
    expect(receipt.payment.reference).toBe("1042");

    // Same company, another owner; another company's owner: not found, and nothing listed.
    for (const stranger of [b.owner.userId, c.owner.userId]) {
      expect(await ownerInvoices(asOwner(ctx.db, stranger))).toEqual([]);
      await expect(ownerInvoice(asOwner(ctx.db, stranger), inv.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(ownerReceipt(asOwner(ctx.db, stranger), inv.id, paid.payment.id)).rejects.toBeInstanceOf(
        NotFoundError,
      );
    }
    await expect(ownerInvoice(asOwner(ctx.db, a.owner.userId), draft.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // A payment of another invoice is not a receipt of this one.
    const second = await sentInvoice(ctx, b.customer.id);
    const bPaid = await recordPayment(ctx, second.id, {
      amountCents: 500,
      method: "cash",
      receivedOn: todayIn(ctx.timeZone),
    });
    await expect(
      ownerReceipt(asOwner(ctx.db, a.owner.userId), inv.id, bPaid.payment.id),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("portal estimates", () => {
  it("lists the owner's sent, unanswered estimates only, until answered", async () => {
    const { ctx } = await newCompany("Portal Estimates");
    const a = await ownerWithPool(ctx, "Irwin");
    const b = await ownerWithPool(ctx, "Jones");
    const job = (customerId: string) =>
      createJob(ctx, {
        customerId,
        serviceLocationId: null,
        bodyOfWaterId: null,
        equipmentId: null,
        type: "repair",
        title: "Replace pump motor",
        description: "",
        taxRateBasisPoints: 0,
        tasks: [],
        lines: [
          {
            kind: "labor",
            itemId: null,
            description: "Labor",
            quantity: 1,
            unitPriceCents: 8500,
            unitCostCents: 0,
            taxable: false,
          },
        ],
      });
    const sent = await job(a.customer.id);
    await sendEstimate(ctx, sent.id);
    await job(a.customer.id); // not sent yet: not listed
    await sendEstimate(ctx, (await job(b.customer.id)).id);

    const waiting = await ownerEstimatesWaiting(asOwner(ctx.db, a.owner.userId));
    const token = (await getJob(ctx, sent.id)).estimateToken;
    expect(waiting).toEqual([expect.objectContaining({ id: sent.id, url: `/estimate/${token}` })]);
    expect((await ownerEstimatesWaiting(asOwner(ctx.db, b.owner.userId))).map((e) => e.id)).not.toContain(
      sent.id,
    );
    await decideEstimate(ctx, token!, "accepted", "Irwin");
    expect(await ownerEstimatesWaiting(asOwner(ctx.db, a.owner.userId))).toEqual([]);
  });
});

describe("notification choices are kept", () => {
  it("an owner who turned invoice e-mails off gets the invoice issued but not mailed", async () => {
    const { ctx } = await newCompany("Quiet Invoices");
    const a = await ownerWithPool(ctx, "Gray");
    await saveNotificationChoices({ db: ctx.db, userId: a.owner.userId }, { invoices: false });
    const created = await createManualInvoice(ctx, { customerId: a.customer.id });
    await updateDraftInvoice(ctx, created.id, draftInput());
    const sent = await sendInvoice(ctx, created.id);
    await runQueuedJobs();
    expect(sent.mailed).toBe(false);
    expect(sent.invoice.status).toBe("open");
    expect(await listDevMailbox()).toEqual([]);
    // Turned on again, the reminder goes out.
    await saveNotificationChoices({ db: ctx.db, userId: a.owner.userId }, { invoices: true });
    expect((await sendInvoice(ctx, created.id)).mailed).toBe(true);
    await runQueuedJobs();
    expect((await listDevMailbox()).map((m) => m.to)).toEqual(["gray@example.com"]);
  });

  it("an owner who turned service report e-mails off gets no report after a visit", async () => {
    const { ctx } = await newCompany("Quiet Reports");
    const tech = await newTechnician(ctx);
    const a = await ownerWithPool(ctx, "Hale");
    const stop = await createServiceStop(ctx, {
      customerId: a.customer.id,
      serviceLocationId: a.location.id,
      technicianId: tech.memberId,
      taskGroupId: null,
      estimatedMinutes: null,
      description: "",
      serviceDate: "2026-11-20",
    });
    await recordVisit(
      tech,
      stop.id,
      {
        bodies: [{ bodyOfWaterId: a.body.id, readings: { pH: 7.5 }, doses: [] }],
        tasks: [],
        internalNotes: "",
        customerNotes: "",
        photos: [],
      },
      { finish: true, key: "quiet-report-1" },
    );
    fs.rmSync(path.join(dataDir(), "mail"), { recursive: true, force: true });
    await saveNotificationChoices({ db: ctx.db, userId: a.owner.userId }, { serviceReports: false });
    expect(await sendServiceReport(ctx, stop.id)).toMatchObject({ sent: false });
    expect(await listDevMailbox()).toEqual([]);
    await saveNotificationChoices({ db: ctx.db, userId: a.owner.userId }, { serviceReports: true });
    expect(await sendServiceReport(ctx, stop.id)).toEqual({ sent: true });
  });
});

describe("pools an owner describes", () => {
  it("adds, edits and deletes their own; another person's is not found", async () => {
    const me = await newClient();
    const someone = await newClient();
    const { ctx } = await newCompany("Unused");
    const db = ctx.db;
    expect(await ownPoolZip(asOwner(db, me.userId))).toBeNull();
    const input = ownerPoolSchema.parse({
      name: "Backyard pool",
      kind: "pool",
      volumeGallons: "15,000",
      sanitizer: "salt",
      surface: "pebble",
      address: "9 Elm St",
      postalCode: "85281",
      notes: "",
    });
    expect(input.volumeGallons).toBe(15_000);
    const pool = await addOwnPool(asOwner(db, me.userId), input);
    expect(await ownPoolZip(asOwner(db, me.userId))).toBe("85281");
    await updateOwnPool(asOwner(db, me.userId), pool.id, { ...input, name: "Front spa", kind: "spa" });
    expect(await getOwnPool(asOwner(db, me.userId), pool.id)).toMatchObject({
      name: "Front spa",
      kind: "spa",
    });

    await expect(getOwnPool(asOwner(db, someone.userId), pool.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateOwnPool(asOwner(db, someone.userId), pool.id, input)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(deleteOwnPool(asOwner(db, someone.userId), pool.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await listOwnPools(asOwner(db, someone.userId))).toEqual([]);

    await deleteOwnPool(asOwner(db, me.userId), pool.id);
    expect(await listOwnPools(asOwner(db, me.userId))).toEqual([]);
    expect(ownerPoolSchema.safeParse({ ...input, name: "", volumeGallons: "-3" }).success).toBe(false);
  });
});
