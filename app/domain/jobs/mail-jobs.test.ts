/**
 * E-mails and autopay through the job queue (the real pg-boss queue of the db tests, worked by `runQueuedJobs`):
 * each is keyed, so a repeat queues nothing and a redelivery does nothing; a failing send is retried, then sent.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { alert, customerBilling, payment } from "~/db/schema";
import { queueServiceReport, SERVICE_REPORT_JOB } from "~/domain/service/service-report.server";
import { listDevMailbox } from "~/server/mail.server";
import { createCustomer as createStripeCustomer } from "~/server/payments/stripe.server";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { saveNotificationChoices } from "../accounts/notification-settings.server";
import { claimDueDigests } from "../alerts/digest.server";
import { createCustomer } from "../customers/customers.server";
import { createLocation } from "../locations/locations.server";
import { connectedCompany, openInvoice, setUpStripeStandIn } from "../money/stripe-test-helpers";
import { createServiceStop } from "../service/schedule-stop.server";
import { getServiceStop } from "../service/stop-detail.server";
import { recordVisit } from "../service/stop-visit.server";
import { createBodyOfWater } from "../water/bodies.server";
import { jobCatalogue, runJob } from "./catalogue.server";
import { enqueue } from "./queue";

const mailDir = () => path.join(process.env.DATA_DIR!, "mail");
beforeEach(() => fs.rmSync(mailDir(), { recursive: true, force: true }));
const standIn = setUpStripeStandIn();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function finishedStop() {
  const { ctx } = await newCompany("Queue Pools");
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput({ email: "dana@example.com" }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Pool" }));
  const stop = await createServiceStop(ctx, {
    customerId: customer.id,
    serviceLocationId: location.id,
    technicianId: tech.memberId,
    taskGroupId: null,
    estimatedMinutes: null,
    description: "",
    serviceDate: "2026-11-20",
  });
  const visit = {
    bodies: [{ bodyOfWaterId: pool.id, readings: { pH: 7.5 }, doses: [] }],
    tasks: [],
    internalNotes: "",
    customerNotes: "",
    photos: [],
  };
  await recordVisit(tech, stop.id, visit, { finish: true, key: "queue-key-1" });
  return { ctx, tech, stop };
}

const definition = (name: string) => jobCatalogue.find((d) => d.name === name)!;

describe("the service report e-mail", () => {
  it("goes out once however often it is queued or delivered", async () => {
    const { ctx, stop } = await finishedStop();
    expect(await queueServiceReport(ctx, stop.id)).toEqual({ sent: true });
    expect(await queueServiceReport(ctx, stop.id)).toEqual({ sent: true }); // a resent finish
    expect(await listDevMailbox()).toEqual([]);
    expect(await runQueuedJobs()).toBe(1);
    const mails = await listDevMailbox();
    expect(mails.map((m) => m.to)).toEqual(["dana@example.com"]);
    expect(mails[0].subject).toMatch(/^Your pool service report — /);
    expect((await getServiceStop(ctx, stop.id)).reportSentAt).not.toBeNull();

    // The same job delivered again (its worker died before the queue heard it was done): no second e-mail.
    const job = { companyId: ctx.companyId, stopId: stop.id, userId: ctx.userId };
    await runJob(
      definition(SERVICE_REPORT_JOB),
      { db: ctx.db, ports: ctx.ports, key: `service-report:${stop.id}` },
      job,
    );
    expect(await listDevMailbox()).toHaveLength(1);

    // "Send again" from the stop's page is a new e-mail each time.
    await queueServiceReport(ctx, stop.id, { again: true });
    await runQueuedJobs();
    expect(await listDevMailbox()).toHaveLength(2);
  });

  it("is retried when sending fails, then sent once", async () => {
    const { ctx, stop } = await finishedStop();
    // The mail store cannot be written: a file stands where its folder goes.
    fs.mkdirSync(path.dirname(mailDir()), { recursive: true });
    fs.writeFileSync(mailDir(), "in the way");
    await queueServiceReport(ctx, stop.id);
    // At least the first attempt ran and failed; on a slow machine its retry can come due within the same pass.
    expect(await runQueuedJobs()).toBeGreaterThanOrEqual(1);
    expect((await getServiceStop(ctx, stop.id)).reportSentAt).toBeNull();

    fs.rmSync(mailDir());
    // The retry comes due after its back-off (a second or two in the tests' queue).
    for (let tries = 0; tries < 50 && !(await listDevMailbox()).length; tries++) {
      await runQueuedJobs();
      await pause(200);
    }
    expect((await listDevMailbox()).map((m) => m.to)).toEqual(["dana@example.com"]);
    expect((await getServiceStop(ctx, stop.id)).reportSentAt).not.toBeNull();
    await pause(500);
    await runQueuedJobs();
    expect(await listDevMailbox()).toHaveLength(1);
  });
});

describe("the alert digest", () => {
  it("is claimed and queued together, once a day", async () => {
    const { ctx, email } = await newCompany();
    await saveNotificationChoices(ctx, { alertDigest: true });
    await ctx.db
      .insert(alert)
      .values({ companyId: ctx.companyId, kind: "stop missed", title: "Stop S-9 at Reed was missed" });
    const morning = new Date("2026-07-15T15:00:00Z"); // 8:00 in Los Angeles
    const queue = (now: Date) =>
      claimDueDigests(ctx, now, (tx, due) =>
        enqueue("mail.alert-digest", due, { tx, key: `alert-digest:${due.userId}:${due.date}` }),
      );
    expect(await queue(morning)).toBe(1);
    expect(await queue(new Date("2026-07-15T18:00:00Z"))).toBe(0);
    await runQueuedJobs();
    const mails = (await listDevMailbox()).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Stop S-9 at Reed was missed");
  });
});

describe("autopay", () => {
  it("charges each due attempt once, however often the hourly job runs", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx, 4_200);
    const stripeCustomerId = await createStripeCustomer(accountId, {
      email: "payer@example.com",
      name: "Payer",
    });
    await ctx.db.insert(customerBilling).values({
      companyId: ctx.companyId,
      customerId: inv.customerId,
      stripeCustomerId,
      paymentMethodId: standIn().addPaymentMethod(accountId, stripeCustomerId),
      paymentMethodLabel: "Visa •••• 4242",
      autopay: true,
    });
    // The hourly job ran twice before any charge job was worked (two processes, or a slow worker).
    await runJob(definition("money.autopay"), { db: ctx.db, ports: ctx.ports, key: null }, {});
    await runJob(definition("money.autopay"), { db: ctx.db, ports: ctx.ports, key: null }, {});
    await runQueuedJobs();
    await runQueuedJobs();
    const payments = await ctx.db.select().from(payment).where(eq(payment.invoiceId, inv.invoiceId));
    expect(payments).toHaveLength(1);
    expect(payments[0].amountCents).toBe(4_200);
  });
});
