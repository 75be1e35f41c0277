/**
 * The pool owner's finished visits (service reports) with their readings, marked against each body of water's
 * targets. Callers pass only stops and bodies they have already scoped to the owner (portal.server.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import { type FlagStatus, formatRange, markReadings } from "~/core/chemistry/ranges";
import type { CompanyTargetDefaults } from "~/core/water/targets";
import { type bodyOfWater, companyMember, serviceStop, stopReading, user } from "~/db/schema";
import { isStopReading, type StopReading, stopReadingLabels, stopReadingUnit } from "../service/readings";
import type { OwnerContext } from "../tenant.server";
import { effectiveTargets } from "../water/bodies.server";

export interface PortalReading {
  key: string;
  label: string;
  value: number;
  unit: string;
  /**
   * "ok", "low" or "high" against the body's target (judged as the stop screen did: free chlorine by the visit's
   * CYA), "retest" for a value pool water cannot have; null when the reading has no target.
   */
  mark: FlagStatus | null;
  target: string | null;
}

export interface PortalVisit {
  stopId: string;
  /** The stop's number, S-1042. */
  label: string;
  date: string;
  technician: string | null;
  bodies: { bodyOfWaterId: string; name: string; readings: PortalReading[] }[];
}

type BodyRow = Pick<
  typeof bodyOfWater.$inferSelect,
  "id" | "name" | "sanitizer" | "surface" | "targetOverrides"
>;

export interface CompanyFacts {
  companyId: string;
  units: "us" | "metric";
  targetDefaults: CompanyTargetDefaults;
}

/** The technician's name of a stop: the member's user name, when the stop has a technician. For the owner's portal. */
export const stopWithTechnician = ({ db }: Pick<OwnerContext, "db">) =>
  // tenancy: owner — a builder: every caller (portal.server) adds ofCustomer(l), the linked customer's company
  db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      serviceDate: serviceStop.serviceDate,
      serviceLocationId: serviceStop.serviceLocationId,
      technician: user.name,
    })
    .from(serviceStop)
    .leftJoin(
      companyMember,
      and(eq(companyMember.id, serviceStop.technicianId), eq(companyMember.companyId, serviceStop.companyId)),
    )
    .leftJoin(user, eq(user.id, companyMember.userId));

export type StopWithTechnician = Awaited<ReturnType<ReturnType<typeof stopWithTechnician>["where"]>>[number];

/** The readings of the given stops (all of one company), grouped per stop and body of water. */
export async function visitsWithReadings(
  { db }: Pick<OwnerContext, "db">,
  facts: CompanyFacts,
  stops: StopWithTechnician[],
  bodies: BodyRow[],
): Promise<PortalVisit[]> {
  if (stops.length === 0) return [];
  // tenancy: owner — filters stopReading.companyId = the visits' company
  const rows = await db
    .select()
    .from(stopReading)
    .where(
      and(
        eq(stopReading.companyId, facts.companyId),
        inArray(
          stopReading.serviceStopId,
          stops.map((s) => s.id),
        ),
      ),
    );
  const targets = new Map(bodies.map((b) => [b.id, effectiveTargets(b, facts.targetDefaults)]));
  return stops.map((stop) => ({
    stopId: stop.id,
    label: `S-${stop.number}`,
    date: stop.serviceDate,
    technician: stop.technician ?? null,
    bodies: bodies
      .map((body) => ({
        bodyOfWaterId: body.id,
        name: body.name,
        readings: markVisit(
          rows.filter((r) => r.serviceStopId === stop.id && r.bodyOfWaterId === body.id),
          body,
          facts.units,
          targets.get(body.id),
        ),
      }))
      .filter((b) => b.readings.length > 0),
  }));
}

/** One visit's readings at one body of water, marked by the one judgement the stop screen uses. */
function markVisit(
  rows: { reading: string; value: number }[],
  body: BodyRow,
  units: "us" | "metric",
  targets: ReturnType<typeof effectiveTargets> | undefined,
): PortalReading[] {
  const readings = Object.fromEntries(
    rows.filter((r) => isStopReading(r.reading)).map((r) => [r.reading, r.value]),
  ) as Partial<Record<StopReading, number>>;
  return markReadings({ readings, sanitizer: body.sanitizer, surface: body.surface, targets, units }).map(
    ({ reading, value, status, range }) => {
      const unit = stopReadingUnit(reading, units) ?? "";
      return {
        key: reading,
        label: stopReadingLabels[reading] ?? reading,
        value,
        unit,
        mark: status,
        target: range ? formatRange(range, unit) : null,
      };
    },
  );
}
