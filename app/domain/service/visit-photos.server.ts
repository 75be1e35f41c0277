import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { stopLabel } from "~/core/service/stop-label";
import { type StopPhoto, serviceStop, stopTask } from "~/db/schema";
import { asPhoto, storeFile } from "../files/stored-files.server";
import type { PreparedFile } from "../ports";
import { can, scoped, type TenantContext } from "../tenant.server";
import { requireWorkableStop } from "./stop-access.server";

/** A photo taken at a visit, and the checklist task it was taken for (null: a general photo of the stop). */
export type VisitPhoto = StopPhoto & { task: string | null };

/**
 * A visit's photos: the stop's general photos (`service_stop.photos`) and the photos its checklist tasks required
 * (`stop_task.photo`), each once. The stop screen keeps the two apart; whatever shows a finished visit — its
 * summary, the report e-mail, the pool's photos — shows both.
 */
export function visitPhotosOf(
  photos: StopPhoto[],
  tasks: { name: string; photo: StopPhoto | null }[],
): VisitPhoto[] {
  const all: VisitPhoto[] = [
    ...photos.map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl, task: null })),
    ...tasks.flatMap((t) =>
      t.photo ? [{ url: t.photo.url, thumbnailUrl: t.photo.thumbnailUrl, task: t.name }] : [],
    ),
  ];
  return all.filter((p, i) => all.findIndex((q) => q.url === p.url) === i);
}

/**
 * The photos of the finished visits at a service location, newest visit first (for its pools' Photos tab): each
 * with its stop and date. Empty for someone who may not see the stops (their photos are served to the same people).
 */
export async function listVisitPhotos(ctx: TenantContext, serviceLocationId: string, stops = 20) {
  if (!can(ctx, "operations:read")) return [];
  const visits = await ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      serviceDate: serviceStop.serviceDate,
      photos: serviceStop.photos,
    })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.serviceLocationId, serviceLocationId),
        eq(serviceStop.status, "finished"),
      ),
    )
    .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.number))
    .limit(stops);
  if (visits.length === 0) return [];
  const tasks = await ctx.db
    .select({ serviceStopId: stopTask.serviceStopId, name: stopTask.name, photo: stopTask.photo })
    .from(stopTask)
    .where(
      scoped(
        ctx,
        stopTask,
        inArray(
          stopTask.serviceStopId,
          visits.map((v) => v.id),
        ),
        sql`${stopTask.photo} is not null`,
      ),
    )
    .orderBy(asc(stopTask.position));
  return visits.flatMap((v) =>
    visitPhotosOf(
      v.photos,
      tasks.filter((t) => t.serviceStopId === v.id),
    ).map((p) => ({ ...p, stopId: v.id, label: stopLabel(v.number), date: v.serviceDate })),
  );
}

/**
 * Stores a photo taken at the stop (camera or library), once the person is known to work this stop of this company;
 * the stop's customer is recorded so that its linked pool owner may see it in the report. The visit saves it later.
 */
export async function storeStopPhoto(
  ctx: TenantContext,
  stopId: string,
  photo: PreparedFile,
): Promise<StopPhoto> {
  const stop = await requireWorkableStop(ctx, stopId);
  const stored = await storeFile(ctx, photo, {
    kind: "stop_photo",
    companyId: stop.companyId,
    customerId: stop.customerId,
    uploadedBy: ctx.userId,
  });
  return asPhoto(stored);
}
