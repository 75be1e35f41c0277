import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { alert } from "~/db/schema";
import { queueSkipNotice, sendServiceReport } from "~/domain/service/service-report.server";
import { fakePorts, withPorts } from "~/domain/testing/fake-ports";
import { listDevMailbox } from "~/server/mail.server";
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
import { createServiceStop } from "./schedule-stop.server";
import { getServiceStop } from "./stop-detail.server";
import { recordVisit, skipStop } from "./stop-visit.server";

// The db project gives each file its own DATA_DIR (tests/db/per-file-setup.ts); each test starts with no mail.
const dataDir = () => process.env.DATA_DIR!;
beforeEach(() => {
  fs.rmSync(path.join(dataDir(), "mail"), { recursive: true, force: true });
});

async function finishedStop(
  readings: Record<string, number> = { pH: 8.1, freeChlorine: 3, temperature: 72 },
  preferredLanguage: "en" | "es" | null = null,
) {
  const { ctx } = await newCompany("Report Pools");
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, {
    ...customerInput({ email: "dana@example.com" }),
    preferredLanguage,
  });
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
  it("goes out through the ports: the report's documents to the customer's address, then the stop is marked sent", async () => {
    const { ctx, stop } = await finishedStop();
    const ports = fakePorts();
    const office = withPorts(ctx, ports);
    expect(await sendServiceReport(office, stop.id)).toEqual({ sent: true });
    expect(ports.outbox).toHaveLength(1);
    const [mail] = ports.outbox;
    expect(mail.to).toBe("dana@example.com");
    expect(mail.subject).toContain("Your pool service report");
    expect(mail.text).toMatch(/^Service report /);
    expect(mail.attachments?.[0]).toMatchObject({ contentType: "application/pdf" });
    expect((await getServiceStop(office, stop.id)).reportSentAt).not.toBeNull();
    // Nothing reached the real mail adapter.
    expect(await listDevMailbox()).toEqual([]);

    // A mail server that is down: reported, not thrown, and nothing more in the outbox.
    ports.failMail = true;
    expect(await sendServiceReport(office, stop.id)).toMatchObject({ sent: false });
    expect(ports.outbox).toHaveLength(1);
  });

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
    const english = translatorFor("en");
    expect(alerts.map((a) => english.text(a.title)).sort()).toEqual([
      expect.stringMatching(/^Free chlorine low at /),
      expect.stringMatching(/^pH needs a retest at /),
    ]);
    const low = alerts.find((a) => english.text(a.title).startsWith("Free chlorine"));
    expect(english.text(low?.detail ?? "")).toMatch(/^Free chlorine 1 ppm \(target 3–7\) on /);
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

  it("is written in Spanish to a customer whose preferred language is Spanish: subject, readings, marks, doses", async () => {
    const { ctx, stop } = await finishedStop(
      { pH: 7.4, freeChlorine: 3, cyanuricAcid: 40, temperature: 72 },
      "es",
    );
    expect(await sendServiceReport(ctx, stop.id)).toEqual({ sent: true });
    const [mail] = await listDevMailbox();
    expect(mail.subject).toBe("Su reporte de servicio de piscina — viernes, 20 de noviembre de 2026");
    expect(mail.text).toMatch(/^Report Pools \S+ — reporte de servicio S-\d+$/m);
    expect(mail.text).toContain("viernes, 20 de noviembre de 2026 en 12 Oak St");
    expect(mail.text).toContain("pH: 7.4 (en rango, objetivo 7.2–7.8)");
    expect(mail.text).toContain("Cloro libre: 3 ppm (en rango, objetivo 3–7 ppm)");
    expect(mail.text).toContain("Ácido cianúrico (estabilizador): 40 ppm");
    expect(mail.text).toContain("Temperatura del agua: 72 °F");
    expect(mail.text).toContain("Productos agregados:");
    expect(mail.text).toContain("Muriatic acid 31.45%: 16 fl oz");
    expect(mail.text).toContain("NOTAS DE SU TÉCNICO");
    expect(mail.text).toContain("Próxima visita: viernes, 27 de noviembre de 2026");
    expect(mail.text).not.toMatch(/Next visit|Free chlorine|in range|target/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("en rango");
    expect(mail.html).toContain("Próxima visita:");
    expect(mail.attachments?.[0].filename).toMatch(/^reporte-de-servicio-S-\d+\.pdf$/);
  });

  it("stays in today’s English for a customer without a preferred language", async () => {
    const { ctx, stop } = await finishedStop({ pH: 7.4, freeChlorine: 3, temperature: 72 }, null);
    expect(await sendServiceReport(ctx, stop.id)).toEqual({ sent: true });
    const [mail] = await listDevMailbox();
    expect(mail.subject).toBe("Your pool service report — Friday, November 20, 2026");
    expect(mail.text).toContain("Friday, November 20, 2026 at 12 Oak St");
    expect(mail.text).toContain("pH: 7.4 (in range, target 7.2–7.8)");
    expect(mail.text).toContain("  Added:");
    expect(mail.text).toContain("NOTES FROM YOUR TECHNICIAN");
    expect(mail.html).toContain("<strong>Next visit:</strong> Friday, November 27, 2026");
    expect(mail.attachments?.[0].filename).toMatch(/^service-report-S-\d+\.pdf$/);
  });

  it("tells a Spanish-speaking customer in Spanish that a visit was skipped", async () => {
    const { ctx, tech, customer } = await finishedStop(undefined, "es");
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
    await skipStop(tech, stop.id, { reason: "gate locked", note: "El código no funcionó", key: "skip-es-1" });
    expect(await queueSkipNotice(ctx, stop.id)).toEqual({ sent: true });
    await runQueuedJobs();
    const [mail] = (await listDevMailbox()).filter((m) => m.subject.startsWith("No pudimos"));
    expect(mail.subject).toBe("No pudimos dar servicio a su piscina — sábado, 21 de noviembre de 2026");
    expect(mail.text).toContain(
      "No pudimos dar servicio a su piscina en 9 Elm St, Austin, TX 78701 el sábado, 21 de noviembre de 2026 porque el portón estaba cerrado con llave.",
    );
    expect(mail.text).toContain("Nota de su técnico: El código no funcionó");
    expect(mail.text).toContain("Nos comunicaremos con usted para reprogramarla.");
  });
});
