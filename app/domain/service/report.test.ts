import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { alert } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import { queueSkipNotice, sendServiceReport } from "~/server/service-report.server";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { createCustomer, updateCustomer } from "../customers/customers.server";
import { createLocation } from "../locations/locations.server";
import { createBodyOfWater } from "../water/bodies.server";
import { createServiceStop, getServiceStop, recordVisit, skipStop } from "./stops.server";

// The db project gives each file its own DATA_DIR (tests/db/per-file-setup.ts); each test starts with no mail.
const dataDir = () => process.env.DATA_DIR!;
beforeEach(() => {
  fs.rmSync(path.join(dataDir(), "mail"), { recursive: true, force: true });
});

async function finishedStop(
  readings: Record<string, number> = { pH: 8.1, freeChlorine: 3, temperature: 72 },
) {
  const { ctx } = await newCompany("Report Pools");
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput({ email: "dana@example.com" }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Pool" }));
  const base = {
    customerId: customer.id,
    serviceLocationId: location.id,
    technicianId: tech.memberId,
    taskGroupId: null,
    estimatedMinutes: null,
    description: "",
  };
  const stop = await createServiceStop(ctx, { ...base, serviceDate: "2026-11-20" });
  await createServiceStop(ctx, { ...base, serviceDate: "2026-11-27" });
  await recordVisit(
    tech,
    stop.id,
    {
      bodies: [
        {
          bodyOfWaterId: pool.id,
          readings,
          doses: [{ name: "Muriatic acid 31.45%", amount: 16, unit: "fl oz" }],
        },
      ],
      tasks: [],
      internalNotes: "Office only: pump noisy.",
      customerNotes: "Brushed the steps.",
      photos: [],
    },
    { finish: true, key: "report-key-1" },
  );
  return { ctx, tech, customer, stop };
}

describe("service report", () => {
  it("e-mails the customer the readings with in-range marks, doses, notes, next visit and a PDF", async () => {
    const { ctx, stop } = await finishedStop();
    expect(await sendServiceReport(ctx, stop.id)).toEqual({ sent: true });
    const [mail] = await listDevMailbox();
    expect(mail.to).toBe("dana@example.com");
    expect(mail.subject).toBe("Your pool service report — Friday, November 20, 2026");
    expect(mail.text).toContain("pH: 8.1 (HIGH, target 7.2–7.8)");
    expect(mail.text).toContain("Free chlorine: 3 ppm (in range, target 1–5 ppm)");
    expect(mail.text).toContain("Water temperature: 72 °F");
    expect(mail.text).toContain("Muriatic acid 31.45%: 16 fl oz");
    expect(mail.text).toContain("Brushed the steps.");
    expect(mail.text).not.toContain("pump noisy");
    expect(mail.text).toContain("Next visit: Friday, November 27, 2026");
    expect(mail.html).toContain("HIGH");
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^service-report-S-\d+\.pdf$/),
        contentType: "application/pdf",
      }),
    ]);
    const pdf = fs.readFileSync(path.join(dataDir(), "mail", `${mail.id}-${mail.attachments![0].filename}`));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await getServiceStop(ctx, stop.id)).reportSentAt).not.toBeNull();
  });

  it("judges free chlorine as the stop screen did (by the visit's CYA), and marks readings needing a retest", async () => {
    // The stop screen says "Free chlorine 1 ppm is 2 ppm below 3 ppm" at CYA 40 (TFP FC/CYA chart); the report and
    // the alerts used to call the same 1 ppm "in range (1–5)".
    const { ctx, stop } = await finishedStop({ freeChlorine: 1, cyanuricAcid: 40, pH: 0, temperature: 72 });
    expect(await sendServiceReport(ctx, stop.id)).toEqual({ sent: true });
    const [mail] = await listDevMailbox();
    expect(mail.text).toContain("Free chlorine: 1 ppm (LOW, target 3–7 ppm)");
    expect(mail.text).toContain("pH: 0 (RETEST, target 7.2–7.8)");
    expect(mail.html).toContain("RETEST");
    const alerts = await ctx.db.select().from(alert).where(eq(alert.serviceStopId, stop.id));
    expect(alerts.map((a) => a.title).sort()).toEqual([
      expect.stringMatching(/^Free chlorine low at /),
      expect.stringMatching(/^pH needs a retest at /),
    ]);
    expect(alerts.find((a) => a.title.startsWith("Free chlorine"))?.detail).toMatch(
      /^Free chlorine 1 ppm is 2 ppm below 3 ppm \(target 3–7\)/,
    );
  });

  it("is not sent when the company turned reports off for the customer, or there is no e-mail", async () => {
    const { ctx, customer, stop } = await finishedStop();
    await updateCustomer(ctx, customer.id, {
      ...customerInput({ email: "dana@example.com" }),
      sendServiceReports: false,
    });
    expect(await sendServiceReport(ctx, stop.id)).toMatchObject({ sent: false });
    await updateCustomer(ctx, customer.id, { ...customerInput({ email: null }), sendServiceReports: true });
    expect(await sendServiceReport(ctx, stop.id)).toEqual({
      sent: false,
      reason: "The customer has no e-mail address.",
    });
    expect(await listDevMailbox()).toEqual([]);
  });

  it("tells the customer when a visit is skipped, and why", async () => {
    const { ctx, tech, customer } = await finishedStop();
    const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "9 Elm St" }));
    const stop = await createServiceStop(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      technicianId: tech.memberId,
      taskGroupId: null,
      estimatedMinutes: null,
      description: "",
      serviceDate: "2026-11-21",
    });
    await skipStop(tech, stop.id, {
      reason: "gate locked",
      note: "Code 1234 didn't work",
      key: "skip-rep-1",
    });
    expect(await queueSkipNotice(ctx, stop.id)).toEqual({ sent: true });
    // A second skip post queues nothing more: the notice is keyed by the stop.
    expect(await queueSkipNotice(ctx, stop.id)).toEqual({ sent: true });
    expect(await listDevMailbox()).toEqual([]);
    await runQueuedJobs();
    const [mail, ...more] = (await listDevMailbox()).filter((m) => m.subject.startsWith("We missed"));
    expect(more).toEqual([]);
    expect(mail.subject).toBe("We missed your pool service — Saturday, November 21, 2026");
    expect(mail.text).toContain("because the gate was locked");
    expect(mail.text).toContain("Code 1234 didn't work");
  });
});
