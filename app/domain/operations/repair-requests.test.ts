import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseListQuery } from "~/core/listing/list-query";
import { alert, user } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { makeJob } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { createEquipment } from "../equipment/equipment.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { recordVisit } from "../service/stop-visit.server";
import { createBodyOfWater } from "../water/bodies.server";
import { takeJobAction } from "./job-actions.server";
import { jobVisitScheduled } from "./job-visits.server";
import { closeRepairRequestSchema, repairRequestSchema } from "./repair-request-schemas";
import {
  closeRepairRequest,
  createRepairRequest,
  getRepairRequest,
  jobFromRepairRequest,
  linkRepairRequestToJob,
  listRepairRequests,
  repairRequestFilters,
  repairRequestPlaces,
  repairRequestSorts,
  reportRepairFromStop,
} from "./repair-requests.server";

async function setUp() {
  const { ctx } = await newCompany();
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Pool" }));
  const pump = await createEquipment(ctx, pool.id, equipmentInput({ status: "needs repair" }));
  const stop = await createServiceStop(ctx, {
    customerId: customer.id,
    serviceLocationId: location.id,
    technicianId: tech.memberId,
    taskGroupId: null,
    serviceDate: "2026-12-01",
    estimatedMinutes: null,
    description: "",
  });
  return { ctx, tech, customer, location, pool, pump, stop };
}

const query = (params = "") =>
  parseListQuery(new URLSearchParams(params), {
    sorts: repairRequestSorts,
    defaultSort: "created",
    defaultDir: "desc",
    filters: repairRequestFilters,
  });

describe("repair requests", () => {
  it("a technician reports one from their stop with the pump and a photo; the office sees it and an alert", async () => {
    const { ctx, tech, pool, pump, stop, customer } = await setUp();
    const photo = await preparedPhoto();
    const created = await reportRepairFromStop(
      tech,
      stop.id,
      { bodyOfWaterId: pool.id, equipmentId: pump.id, description: "Pump is screaming, bearings going" },
      [photo],
    );
    expect(created).toMatchObject({ status: "open", requestedByKind: "technician", customerId: customer.id });
    const list = await listRepairRequests(ctx, query());
    expect(list.rows.map((r) => r.id)).toEqual([created.id]);
    expect(list.rows[0].photoCount).toBe(1);
    // Re-encoded with a thumbnail, both stored.
    const [stored] = created.photos;
    expect(storedUploads()).toEqual(
      expect.arrayContaining([stored.url, stored.thumbnailUrl].map((u) => u.slice("/uploads/".length))),
    );
    const detail = await getRepairRequest(ctx, created.id);
    expect(detail.equipment?.id).toBe(pump.id);
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(and(eq(alert.companyId, ctx.companyId), eq(alert.kind, "repair request received")));
    expect(alerts).toHaveLength(1);
  });

  it("the office takes one; equipment must fit the pool; a technician can't take one for any customer", async () => {
    const { ctx, tech, customer, location, pool, pump } = await setUp();
    const other = await createCustomer(ctx, customerInput({ lastName: "Other" }));
    await expect(
      createRepairRequest(ctx, {
        customerId: other.id,
        serviceLocationId: location.id,
        bodyOfWaterId: null,
        equipmentId: null,
        description: "Leak at the return",
      }),
    ).rejects.toBeInstanceOf(RuleError);
    await expect(
      createRepairRequest(ctx, {
        customerId: other.id,
        serviceLocationId: null,
        bodyOfWaterId: null,
        equipmentId: pump.id,
        description: "Leak at the return",
      }),
    ).rejects.toBeInstanceOf(RuleError);
    const made = await createRepairRequest(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      bodyOfWaterId: pool.id,
      equipmentId: pump.id,
      description: "Customer called: pump noisy",
    });
    expect(made.requestedByKind).toBe("office");
    await expect(
      createRepairRequest(tech, { ...made, description: "x".repeat(10), serviceLocationId: null } as never),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const places = await repairRequestPlaces(ctx, customer.id);
    expect(places.equipment.map((e) => e.value)).toEqual([pump.id]);
  });

  it("links a job, then resolves with a note; dismissing needs a note; a closed one stays closed", async () => {
    const { ctx, tech, stop, pool } = await setUp();
    const request = await reportRepairFromStop(
      tech,
      stop.id,
      { bodyOfWaterId: pool.id, equipmentId: null, description: "Cracked skimmer lid" },
      [],
    );
    await expect(linkRepairRequestToJob(ctx, request.id, "no-such-job")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const { job: madeJob } = await makeJob(ctx, {
      customerId: request.customerId,
      input: { title: "Skimmer lid", lines: [] },
    });
    await linkRepairRequestToJob(ctx, request.id, madeJob.id);
    expect((await getRepairRequest(ctx, request.id)).request.status).toBe("in progress");
    const closed = await closeRepairRequest(ctx, request.id, {
      status: "resolved",
      note: "Replaced the lid",
    });
    expect(closed).toMatchObject({ status: "resolved", resolutionNote: "Replaced the lid" });
    await expect(
      closeRepairRequest(ctx, request.id, { status: "dismissed", note: "again" }),
    ).rejects.toBeInstanceOf(RuleError);
    expect(closeRepairRequestSchema.safeParse({ status: "dismissed", note: "" }).success).toBe(false);
    expect(repairRequestSchema.safeParse({ customerId: "c", description: "bad" }).success).toBe(false);
    expect((await listRepairRequests(ctx, query("status=resolved"))).total).toBe(1);
    expect((await listRepairRequests(ctx, query("status=open"))).total).toBe(0);
    expect((await listRepairRequests(ctx, query("q=skimmer"))).total).toBe(1);
  });

  it("turns into a job in one step; the job and the request point at each other", async () => {
    const { ctx, tech, stop, pool } = await setUp();
    const request = await reportRepairFromStop(
      tech,
      stop.id,
      { bodyOfWaterId: pool.id, equipmentId: null, description: "Heater won't fire. Igniter clicks" },
      [],
    );
    const made = await jobFromRepairRequest(ctx, request.id);
    expect(made).toMatchObject({ repairRequestId: request.id, title: "Heater won't fire", type: "repair" });
    const after = await getRepairRequest(ctx, request.id);
    expect(after.request).toMatchObject({ jobId: made.id, status: "in progress" });
    await expect(jobFromRepairRequest(ctx, request.id)).rejects.toBeInstanceOf(RuleError);
    await expect(jobFromRepairRequest(tech, request.id)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("its job finished: the request is resolved and the technician told; its job cancelled: open again", async () => {
    const { ctx, tech, stop, pool, customer, location } = await setUp();
    const report = (description: string) =>
      reportRepairFromStop(tech, stop.id, { bodyOfWaterId: pool.id, equipmentId: null, description }, []);
    const heater = await report("Heater won't fire");
    const made = await jobFromRepairRequest(ctx, heater.id);
    await takeJobAction(ctx, made.id, "skipEstimate");
    const visit = await createServiceStop(
      ctx,
      {
        customerId: customer.id,
        serviceLocationId: location.id,
        technicianId: tech.memberId,
        taskGroupId: null,
        serviceDate: "2026-12-04",
        estimatedMinutes: null,
        description: "",
      },
      made.id,
    );
    await jobVisitScheduled(ctx, made.id, visit);
    const techEmail = (
      await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, tech.userId))
    )[0].email;
    await recordVisit(
      tech,
      visit.id,
      { bodies: [], tasks: [], internalNotes: "", customerNotes: "", photos: [] },
      { finish: true, key: "heater-visit" },
    );
    expect((await getRepairRequest(ctx, heater.id)).request).toMatchObject({
      status: "resolved",
      resolutionNote: `Fixed by job J-${made.number}.`,
      jobId: made.id,
    });
    // The technician who reported it also finished the job: nobody else to tell.
    expect((await listDevMailbox(1000)).filter((m) => m.to.includes(techEmail))).toEqual([]);

    const lid = await report("Cracked skimmer lid");
    const cancelled = await jobFromRepairRequest(ctx, lid.id);
    await takeJobAction(ctx, cancelled.id, "cancel", "Customer bought the lid themselves");
    expect((await getRepairRequest(ctx, lid.id)).request).toMatchObject({ status: "open", jobId: null });
    const again = await jobFromRepairRequest(ctx, lid.id);
    expect((await getRepairRequest(ctx, lid.id)).request.jobId).toBe(again.id);
    // The office finishing the second job's request by hand tells the technician.
    await closeRepairRequest(ctx, lid.id, { status: "resolved", note: "Lid replaced" });
    const told = (await listDevMailbox(1000)).filter((m) => m.to.includes(techEmail));
    expect(told.map((m) => m.subject)).toEqual(["Repair request resolved: Reed, Dana"]);
  });

  it("another company's request is not found, on read and on write; a technician can't close one", async () => {
    const { ctx, tech, stop } = await setUp();
    const request = await reportRepairFromStop(
      tech,
      stop.id,
      { bodyOfWaterId: null, equipmentId: null, description: "Light out in the spa" },
      [],
    );
    await expect(
      closeRepairRequest(tech, request.id, { status: "resolved", note: "" }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const { ctx: other } = await newCompany("Other Pools");
    await expect(getRepairRequest(other, request.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      closeRepairRequest(other, request.id, { status: "resolved", note: "" }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(linkRepairRequestToJob(other, request.id, "j")).rejects.toBeInstanceOf(NotFoundError);
    const filesBefore = storedUploads();
    await expect(
      reportRepairFromStop(
        other,
        stop.id,
        { bodyOfWaterId: null, equipmentId: null, description: "From elsewhere" },
        [await preparedPhoto(), await preparedPhoto()],
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    // Another company's stop: the photos are not written (issue 18 §4).
    expect(storedUploads()).toEqual(filesBefore);
    expect((await listRepairRequests(other, query())).total).toBe(0);
    expect(ctx.companyId).not.toBe(other.companyId);
  });
});
