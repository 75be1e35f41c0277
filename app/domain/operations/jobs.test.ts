import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { alert, item, job, jobTypes } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { arriveAtStop, recordVisit } from "../service/stop-visit.server";
import { createBodyOfWater } from "../water/bodies.server";
import { takeJobAction } from "./job-actions.server";
import { getJob, jobForNewVisit, jobHistoryOf } from "./job-detail.server";
import { createJob, updateJob } from "./job-editing.server";
import { decideEstimate, getEstimateByToken, sendEstimate } from "./job-estimates.server";
import { jobBoard, jobFilters, jobSorts, listJobs } from "./job-lists.server";
import { type JobInput, jobFormSchema, jobTypeOptions } from "./job-schemas";
import { jobVisitScheduled } from "./job-visits.server";

async function setUp() {
  const { ctx } = await newCompany();
  const customer = await createCustomer(
    ctx,
    customerInput({ lastName: "Reed", email: "dana.reed@example.com" }),
  );
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Pool" }));
  return { ctx, customer, location, pool };
}

function jobInput(customerId: string, overrides: Partial<JobInput> = {}): JobInput {
  return {
    customerId,
    serviceLocationId: null,
    bodyOfWaterId: null,
    equipmentId: null,
    type: "repair",
    title: "Replace pump motor",
    description: "Motor hums, does not start.",
    taxRateBasisPoints: 825,
    tasks: [
      { id: null, name: "Remove old motor" },
      { id: null, name: "Install new motor" },
    ],
    lines: [
      {
        kind: "labor",
        itemId: null,
        description: "Labor",
        quantity: 2,
        unitPriceCents: 8500,
        unitCostCents: 3000,
        taxable: false,
      },
      {
        kind: "item",
        itemId: null,
        description: "Pump motor 1.5 HP",
        quantity: 1,
        unitPriceCents: 45_000,
        unitCostCents: 30_000,
        taxable: true,
      },
    ],
    ...overrides,
  };
}

const query = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: jobSorts,
    defaultSort: "number",
    defaultDir: "desc",
    filters: jobFilters,
  });

const ruleMessage = async (p: Promise<unknown>) => {
  const error = await p.catch((e) => e);
  expect(error).toBeInstanceOf(RuleError);
  // The domain's messages are catalog keys: read them in English, as the screens show them.
  return translatorFor("en").text((error as RuleError).message);
};

describe("jobs", () => {
  it("keeps the form's job types equal to the schema's", () => {
    expect([...jobTypeOptions]).toEqual([...jobTypes]);
  });

  it("creates a job numbered by the company's sequence, with lines, tasks, totals in cents and history", async () => {
    const { ctx, customer, location, pool } = await setUp();
    const first = await createJob(
      ctx,
      jobInput(customer.id, { serviceLocationId: location.id, bodyOfWaterId: pool.id }),
    );
    const second = await createJob(ctx, jobInput(customer.id, { title: "Second" }));
    expect(second.number).toBe(first.number + 1);
    const detail = await getJob(ctx, first.id);
    expect(detail.label).toBe(`J-${first.number}`);
    expect(detail.operationStatus).toBe("estimate pending");
    expect(detail.billingStatus).toBe("draft");
    expect(detail.location?.address).toContain("12 Oak St");
    expect(detail.body?.name).toBe("Pool");
    expect(detail.lines.map((l) => l.description)).toEqual(["Labor", "Pump motor 1.5 HP"]);
    expect(detail.tasks.map((t) => [t.name, t.done])).toEqual([
      ["Remove old motor", false],
      ["Install new motor", false],
    ]);
    // 170.00 + 450.00; tax 8.25 % on 450.00 = 37.125 → 37.13; cost 60 + 300; margin 620 − 360.
    expect(detail.totals).toMatchObject({
      subtotalCents: 62_000,
      taxCents: 3713,
      totalCents: 65_713,
      costCents: 36_000,
      marginCents: 26_000,
    });
    expect(detail.history[0]).toMatchObject({ action: "created", actorName: "Olga Owner" });
    expect(detail.actions).toEqual(["skipEstimate", "cancel"]);
    expect(detail.canSendEstimate).toBe(true);
  });

  it("copies a catalog item's price, cost and name; refuses another company's item", async () => {
    const { ctx, customer } = await setUp();
    const [motor] = await ctx.db
      .insert(item)
      .values({
        companyId: ctx.companyId,
        name: "Motor",
        priceCents: 40_000,
        costCents: 25_000,
        category: "parts",
      })
      .returning();
    const created = await createJob(
      ctx,
      jobInput(customer.id, {
        lines: [
          {
            kind: "item",
            itemId: motor.id,
            description: "",
            quantity: 1,
            unitPriceCents: null,
            unitCostCents: null,
            taxable: true,
          },
        ],
      }),
    );
    const detail = await getJob(ctx, created.id);
    expect(detail.lines[0]).toMatchObject({
      description: "Motor",
      unitPriceCents: 40_000,
      unitCostCents: 25_000,
    });

    const other = await setUp();
    const msg = await ruleMessage(
      createJob(
        other.ctx,
        jobInput(other.customer.id, {
          lines: [
            { ...detail.lines[0], kind: "item", itemId: motor.id, unitPriceCents: null, unitCostCents: null },
          ],
        }),
      ),
    );
    expect(msg).toBe("Choose an item of your catalog.");
  });

  it("refuses a place that is not the customer's, and negative figures; nothing saved", async () => {
    const { ctx, customer } = await setUp();
    const otherCustomer = await createCustomer(ctx, customerInput({ lastName: "Other" }));
    const otherLocation = await createLocation(
      ctx,
      otherCustomer.id,
      locationInput({ addressLine: "1 Elm" }),
    );
    expect(
      await ruleMessage(createJob(ctx, jobInput(customer.id, { serviceLocationId: otherLocation.id }))),
    ).toBe("Choose one of the customer's service locations.");
    const negative = jobInput(customer.id);
    negative.lines[0].quantity = -1;
    await expect(createJob(ctx, negative)).rejects.toBeInstanceOf(RuleError);
    const negativePrice = jobInput(customer.id);
    negativePrice.lines[1].unitPriceCents = -100;
    await expect(createJob(ctx, negativePrice)).rejects.toBeInstanceOf(RuleError);
    expect((await listJobs(ctx, query())).total).toBe(0);
  });

  it("the form schema: indexed lines and tasks, money typed as text, clear messages for bad input", () => {
    const ok = jobFormSchema.safeParse({
      customerId: "c1",
      type: "repair",
      title: "Fix",
      taxRate: "8.25",
      "lines[0].kind": "labor",
      "lines[0].description": "Labor",
      "lines[0].quantity": "1.5",
      "lines[0].unitPrice": "85",
      "lines[0].unitCost": "",
      "lines[3].kind": "item",
      "lines[3].description": "Valve",
      "lines[3].quantity": "2",
      "lines[3].unitPrice": "$12.50",
      "lines[3].taxable": "on",
      "tasks[0].name": "Do it",
      "tasks[1].name": "",
    });
    expect(ok.success).toBe(true);
    if (ok.success) {
      expect(ok.data.taxRateBasisPoints).toBe(825);
      expect(ok.data.lines).toEqual([
        {
          kind: "labor",
          itemId: null,
          description: "Labor",
          quantity: 1.5,
          unitPriceCents: 8500,
          unitCostCents: null,
          taxable: false,
        },
        {
          kind: "item",
          itemId: null,
          description: "Valve",
          quantity: 2,
          unitPriceCents: 1250,
          unitCostCents: null,
          taxable: true,
        },
      ]);
      expect(ok.data.tasks).toEqual([{ id: null, name: "Do it" }]);
    }
    const bad = jobFormSchema.safeParse({
      customerId: "c1",
      type: "repair",
      title: "",
      taxRate: "-1",
      "lines[0].kind": "labor",
      "lines[0].description": "Labor",
      "lines[0].quantity": "-2",
      "lines[0].unitPrice": "85",
      "lines[1].kind": "labor",
      "lines[1].description": "Labor",
      "lines[1].quantity": "1",
      "lines[1].unitPrice": "-5",
    });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      // The schema's messages are catalog keys; the form shows them in the page's language.
      const en = translatorFor("en");
      const errors = Object.fromEntries(bad.error.issues.map((i) => [i.path.join("."), en.text(i.message)]));
      expect(errors.title).toMatch(/short title/);
      expect(errors.taxRate).toMatch(/tax rate/);
      expect(errors["lines.0.quantity"]).toMatch(/quantity above 0/);
      expect(errors["lines.1.unitPrice"]).toMatch(/price like 12.50/);
    }
  });

  it("lists with search, filters and sort, and shows a board by operation status", async () => {
    const { ctx, customer } = await setUp();
    const other = await createCustomer(ctx, customerInput({ lastName: "Zimmer", firstName: "Zoe" }));
    const a = await createJob(ctx, jobInput(customer.id, { title: "Pump motor" }));
    const b = await createJob(ctx, jobInput(other.id, { title: "Heater install", type: "install" }));
    await takeJobAction(ctx, b.id, "skipEstimate");
    expect((await listJobs(ctx, query())).rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await listJobs(ctx, query({ q: "heater" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listJobs(ctx, query({ q: "zimmer" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listJobs(ctx, query({ q: `J-${a.number}` }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listJobs(ctx, query({ operation: "unscheduled" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listJobs(ctx, query({ billing: "draft" }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listJobs(ctx, query({ type: "install" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await listJobs(ctx, query({ customer: customer.id }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listJobs(ctx, query({ from: "2999-01-01" }))).total).toBe(0);
    expect((await listJobs(ctx, query({ sort: "customer", dir: "asc" }))).rows.map((r) => r.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect((await listJobs(ctx, query())).rows[0].subtotalCents).toBe(62_000);
    const board = await jobBoard(ctx, query());
    expect(board.map((c) => [c.status, c.total])).toEqual([
      ["estimate pending", 1],
      ["unscheduled", 1],
      ["scheduled", 0],
      ["in progress", 0],
      ["finished", 0],
      ["cancelled", 0],
    ]);
    expect(board[1].cards[0].title).toBe("Heater install");
  });

  it("filters by technician through the job's visits", async () => {
    const { ctx, customer, location } = await setUp();
    const tech = await newTechnician(ctx);
    const created = await createJob(ctx, jobInput(customer.id, { serviceLocationId: location.id }));
    await takeJobAction(ctx, created.id, "skipEstimate");
    const stop = await createServiceStop(
      ctx,
      {
        customerId: customer.id,
        serviceLocationId: location.id,
        technicianId: tech.memberId,
        taskGroupId: null,
        serviceDate: "2026-12-01",
        estimatedMinutes: null,
        description: "",
      },
      created.id,
    );
    await jobVisitScheduled(ctx, created.id, stop);
    expect((await listJobs(ctx, query({ technician: tech.memberId }))).rows.map((r) => r.id)).toEqual([
      created.id,
    ]);
    expect((await listJobs(ctx, query({ technician: ctx.memberId }))).total).toBe(0);
    expect((await listJobs(ctx, query({ from: "2026-12-01", to: "2026-12-01" }))).total).toBe(1);
  });

  it("actions follow the state machine; a refused one changes nothing and says why", async () => {
    const { ctx, customer } = await setUp();
    const created = await createJob(ctx, jobInput(customer.id));
    expect(await ruleMessage(takeJobAction(ctx, created.id, "acceptEstimate"))).toMatch(
      /not possible while billing is draft/,
    );
    expect(await ruleMessage(takeJobAction(ctx, created.id, "finish"))).toMatch(
      /follows from the job's visits/,
    );
    expect(await ruleMessage(takeJobAction(ctx, created.id, "teleport"))).toMatch(/can't be taken by hand/);
    expect((await getJob(ctx, created.id)).history).toHaveLength(1);
    await takeJobAction(ctx, created.id, "skipEstimate", "Warranty work");
    let detail = await getJob(ctx, created.id);
    expect([detail.operationStatus, detail.billingStatus]).toEqual(["unscheduled", "accepted"]);
    expect(detail.history[0]).toMatchObject({
      action: "skipEstimate",
      changes: [
        { field: "operation status", from: "estimate pending", to: "unscheduled" },
        { field: "billing status", from: "draft", to: "accepted" },
        { field: "note", from: null, to: "Warranty work" },
      ],
    });
    await takeJobAction(ctx, created.id, "cancel");
    detail = await getJob(ctx, created.id);
    expect(detail.operationStatus).toBe("cancelled");
    expect(detail.actions).toEqual([]);
    expect(await ruleMessage(takeJobAction(ctx, created.id, "cancel"))).toMatch(
      /not possible while the job is cancelled/,
    );
    expect(await ruleMessage(updateJob(ctx, created.id, jobInput(customer.id)))).toMatch(/can't be edited/);
  });

  it("edits record each changed field from → to; tasks keep whether they were done", async () => {
    const { ctx, customer, location } = await setUp();
    const created = await createJob(ctx, jobInput(customer.id));
    const before = await getJob(ctx, created.id);
    await updateJob(
      ctx,
      created.id,
      jobInput(customer.id, {
        title: "Replace pump",
        serviceLocationId: location.id,
        taxRateBasisPoints: 700,
        tasks: [{ id: before.tasks[1].id, name: "Install new motor" }],
      }),
    );
    const history = await jobHistoryOf(ctx, created.id);
    expect(history[0].action).toBe("edited");
    const changes = Object.fromEntries(history[0].changes.map((c) => [c.field, [c.from, c.to]]));
    expect(changes.title).toEqual(["Replace pump motor", "Replace pump"]);
    expect(changes["service location"][0]).toBeNull();
    expect(changes["service location"][1]).toContain("12 Oak St");
    expect(changes["tax rate"]).toEqual(["8.25 %", "7 %"]);
    expect(changes.tasks).toEqual(["Remove old motor, Install new motor", "Install new motor"]);
    expect(changes.lines).toBeUndefined();
    const after = await getJob(ctx, created.id);
    expect(after.tasks.map((t) => t.id)).toEqual([before.tasks[1].id]);
    // Saving the same again records nothing.
    await updateJob(
      ctx,
      created.id,
      jobInput(customer.id, {
        title: "Replace pump",
        serviceLocationId: location.id,
        taxRateBasisPoints: 700,
        tasks: [{ id: before.tasks[1].id, name: "Install new motor" }],
      }),
    );
    expect(await jobHistoryOf(ctx, created.id)).toHaveLength(2);
    const more = jobInput(customer.id, {
      title: "Replace pump",
      serviceLocationId: location.id,
      taxRateBasisPoints: 700,
      tasks: [{ id: before.tasks[1].id, name: "Install new motor" }],
    });
    more.lines[0].quantity = 3;
    await updateJob(ctx, created.id, more);
    const [latest] = await jobHistoryOf(ctx, created.id);
    expect(latest.changes).toEqual([{ field: "lines", from: "2 lines, $651.50", to: "2 lines, $736.50" }]);
    expect(await ruleMessage(updateJob(ctx, created.id, jobInput((await setUp()).customer.id)))).toMatch(
      /customer can't change/,
    );
  });

  it("sends the estimate by e-mail with a link; the customer accepts once, with name, note, history and alert", async () => {
    const { ctx, customer } = await setUp();
    const created = await createJob(ctx, jobInput(customer.id));
    await sendEstimate(ctx, created.id);
    const sent = await getJob(ctx, created.id);
    expect(sent.billingStatus).toBe("estimate");
    expect(sent.operationStatus).toBe("estimate pending");
    expect(sent.estimateToken).toMatch(/^[\w-]{32}$/);
    const [mail] = await listDevMailbox();
    expect(mail.to).toBe("dana.reed@example.com");
    expect(mail.subject).toContain(`Estimate J-${created.number}`);
    expect(mail.text).toContain(`/estimate/${sent.estimateToken}`);
    expect(mail.text.split("\n")[0]).toBe("Hello Dana,");
    expect(mail.text).toContain("Total: $657.13");

    const token = sent.estimateToken!;
    const page = await getEstimateByToken(ctx, token);
    expect(page).toMatchObject({ open: true, label: `J-${created.number}`, customerName: "Reed, Dana" });
    const at = new Date(Date.now() + 60_000);
    await decideEstimate(ctx, token, "accepted", "Dana Reed", "Go ahead", at);
    const accepted = await getJob(ctx, created.id);
    expect([accepted.operationStatus, accepted.billingStatus]).toEqual(["unscheduled", "accepted"]);
    expect(accepted).toMatchObject({
      estimateDecision: "accepted",
      estimateDecidedBy: "Dana Reed",
      estimateNote: "Go ahead",
    });
    expect(accepted.estimateDecidedAt).toEqual(at);
    expect(accepted.history[0]).toMatchObject({
      action: "acceptEstimate",
      actorName: "Dana Reed (customer)",
      actorUserId: null,
    });
    const alerts = await ctx.db.select().from(alert).where(eq(alert.companyId, ctx.companyId));
    expect(alerts.map((a) => [a.kind, translatorFor("en").text(a.title)])).toEqual([
      ["estimate accepted", `Estimate J-${created.number} accepted by Dana Reed`],
    ]);

    expect(await ruleMessage(decideEstimate(ctx, token, "declined", "Someone"))).toMatch(
      /already accepted by Dana Reed/,
    );
    expect((await getEstimateByToken(ctx, token))?.open).toBe(false);
    await expect(decideEstimate(ctx, "x".repeat(32), "accepted", "X")).rejects.toBeInstanceOf(NotFoundError);
    expect(await getEstimateByToken(ctx, "nope")).toBeNull();
  });

  it("a declined estimate goes back to draft; a new estimate replaces the old link", async () => {
    const { ctx, customer } = await setUp();
    const created = await createJob(ctx, jobInput(customer.id));
    await sendEstimate(ctx, created.id);
    const first = (await getJob(ctx, created.id)).estimateToken!;
    await decideEstimate(ctx, first, "declined", "Dana", "Too expensive");
    const declined = await getJob(ctx, created.id);
    expect([declined.operationStatus, declined.billingStatus]).toEqual(["estimate pending", "draft"]);
    const [a] = await ctx.db.select().from(alert).where(eq(alert.companyId, ctx.companyId));
    expect(a.kind).toBe("estimate declined");
    await sendEstimate(ctx, created.id);
    const second = (await getJob(ctx, created.id)).estimateToken!;
    expect(second).not.toBe(first);
    expect(await getEstimateByToken(ctx, first)).toBeNull();
    expect((await getEstimateByToken(ctx, second))?.open).toBe(true);
  });

  it("refuses to send an estimate without customer e-mail or lines", async () => {
    const { ctx } = await setUp();
    const noMail = await createCustomer(ctx, customerInput({ lastName: "Nomail", email: null }));
    const a = await createJob(ctx, jobInput(noMail.id));
    expect(await ruleMessage(sendEstimate(ctx, a.id))).toMatch(/no e-mail address/);
    const { customer } = await setUp().then(async (s) => ({
      customer: await createCustomer(ctx, customerInput({ lastName: "Lines" })),
      s,
    }));
    const b = await createJob(ctx, jobInput(customer.id, { lines: [] }));
    expect(await ruleMessage(sendEstimate(ctx, b.id))).toMatch(/at least one priced line/);
    expect((await getJob(ctx, b.id)).billingStatus).toBe("draft");
  });

  it("visits: scheduling, arriving and finishing the last visit move the job and finish its tasks", async () => {
    const { ctx, customer, location, pool } = await setUp();
    const tech = await newTechnician(ctx);
    const created = await createJob(ctx, jobInput(customer.id, { serviceLocationId: location.id }));
    expect(await ruleMessage(jobForNewVisit(ctx, created.id))).toMatch(/waits for its estimate/);
    await takeJobAction(ctx, created.id, "skipEstimate");
    expect((await jobForNewVisit(ctx, created.id)).serviceLocationId).toBe(location.id);
    const stopInput = {
      customerId: customer.id,
      serviceLocationId: location.id,
      technicianId: tech.memberId,
      taskGroupId: null,
      estimatedMinutes: null,
      description: "",
    };
    const s1 = await createServiceStop(ctx, { ...stopInput, serviceDate: "2026-12-02" }, created.id);
    await jobVisitScheduled(ctx, created.id, s1);
    const s2 = await createServiceStop(ctx, { ...stopInput, serviceDate: "2026-12-01" }, created.id);
    await jobVisitScheduled(ctx, created.id, s2);
    let detail = await getJob(ctx, created.id);
    expect(detail.operationStatus).toBe("scheduled");
    expect(detail.scheduledOn).toBe("2026-12-01");
    expect(detail.assignedTechnicianIds).toEqual([tech.memberId]);
    expect(detail.stops.map((s) => s.number)).toEqual([s2.number, s1.number]);

    await arriveAtStop(tech, s2.id);
    expect((await getJob(ctx, created.id)).operationStatus).toBe("in progress");
    const emptyVisit = {
      bodies: [{ bodyOfWaterId: pool.id, readings: {}, doses: [] }],
      tasks: [],
      internalNotes: "",
      customerNotes: "",
      photos: [],
    };
    await recordVisit(tech, s2.id, emptyVisit, { finish: true, key: "job-visit-1" });
    detail = await getJob(ctx, created.id);
    expect(detail.operationStatus).toBe("in progress");
    expect(detail.tasks.every((t) => !t.done)).toBe(true);
    await recordVisit(tech, s1.id, emptyVisit, { finish: true, key: "job-visit-2" });
    detail = await getJob(ctx, created.id);
    expect(detail.operationStatus).toBe("finished");
    expect(detail.tasks.map((t) => [t.done, t.serviceStopId])).toEqual([
      [true, s1.id],
      [true, s1.id],
    ]);
    expect(detail.history[0]).toMatchObject({
      action: "finish",
      actorName: tech.userId ? expect.any(String) : "",
    });
    expect(await ruleMessage(jobForNewVisit(ctx, created.id))).toMatch(/is finished/);
  });

  it("cross-tenant: another company's job is not found, on read and on write", async () => {
    const a = await setUp();
    const b = await setUp();
    const created = await createJob(a.ctx, jobInput(a.customer.id));
    await expect(getJob(b.ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateJob(b.ctx, created.id, jobInput(b.customer.id))).rejects.toBeInstanceOf(NotFoundError);
    await expect(takeJobAction(b.ctx, created.id, "cancel")).rejects.toBeInstanceOf(NotFoundError);
    await expect(sendEstimate(b.ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(jobForNewVisit(b.ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await jobHistoryOf(b.ctx, created.id)).toEqual([]);
    expect((await listJobs(b.ctx, query())).total).toBe(0);
    // Another company's customer can't be used either.
    expect(await ruleMessage(createJob(b.ctx, jobInput(a.customer.id)))).toBe(
      "Choose one of your customers.",
    );
    const [row] = await a.ctx.db.select().from(job).where(eq(job.id, created.id));
    expect(row.operationStatus).toBe("estimate pending");
  });

  it("a technician may read jobs but not write them", async () => {
    const { ctx, customer } = await setUp();
    const tech = await newTechnician(ctx);
    const created = await createJob(ctx, jobInput(customer.id));
    await expect(createJob(tech, jobInput(customer.id))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(takeJobAction(tech, created.id, "cancel")).rejects.toBeInstanceOf(ForbiddenError);
  });
});
