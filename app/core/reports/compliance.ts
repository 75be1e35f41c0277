/**
 * Readings compliance: the share of finished visits whose every reading with a target was within it, using each
 * body of water's effective targets (company defaults + the body's overrides, as the stop and the portal show them).
 * A visit with no reading that has a target is "not measured" and left out of the share. Pure.
 */
import { markReadings } from "../chemistry/ranges";
import type { Readings } from "../chemistry/readings";
import type { UnitSystem } from "../chemistry/units";
import {
  type Reading,
  rangeStatus,
  type Sanitizer,
  type Surface,
  type Targets,
  readings as targetReadings,
} from "../water/targets";

export interface VisitReadings {
  stopId: string;
  technicianId: string | null;
  /**
   * With the body's sanitizer and surface, the readings are judged as the stop screen judged them (free chlorine by
   * the visit's CYA, "retest" counting as out of range); without, against the stored targets alone.
   */
  bodies: {
    targets: Targets;
    sanitizer?: Sanitizer;
    surface?: Surface;
    readings: { reading: string; value: number }[];
  }[];
  units?: UnitSystem;
}

export type VisitCompliance = { status: "in range" | "out of range" | "not measured"; outOfRange: Reading[] };

const isTargetReading = (r: string): r is Reading => (targetReadings as readonly string[]).includes(r);

export function visitCompliance(visit: VisitReadings): VisitCompliance {
  let measured = false;
  const out = new Set<Reading>();
  for (const body of visit.bodies) {
    if (body.sanitizer && body.surface) {
      const readings = Object.fromEntries(body.readings.map((r) => [r.reading, r.value])) as Readings;
      for (const mark of markReadings({
        readings,
        sanitizer: body.sanitizer,
        surface: body.surface,
        targets: body.targets,
        units: visit.units ?? "us",
      })) {
        if (!isTargetReading(mark.reading) || !mark.range) continue;
        measured = true;
        if (mark.status !== "ok") out.add(mark.reading);
      }
      continue;
    }
    for (const { reading, value } of body.readings) {
      if (!isTargetReading(reading)) continue;
      const range = body.targets[reading];
      if (!range || !Number.isFinite(value)) continue;
      measured = true;
      if (rangeStatus(value, range).status !== "ok") out.add(reading);
    }
  }
  if (!measured) return { status: "not measured", outOfRange: [] };
  return { status: out.size ? "out of range" : "in range", outOfRange: [...out] };
}

export interface ComplianceFigures {
  visits: number;
  measured: number;
  inRange: number;
  /** inRange ÷ measured in percent, one decimal; null when nothing was measured. */
  sharePercent: number | null;
}

const share = (inRange: number, measured: number) =>
  measured ? Math.round((inRange / measured) * 1000) / 10 : null;

function figures(list: readonly VisitCompliance[]): ComplianceFigures {
  const measured = list.filter((c) => c.status !== "not measured").length;
  const inRange = list.filter((c) => c.status === "in range").length;
  return { visits: list.length, measured, inRange, sharePercent: share(inRange, measured) };
}

export function complianceReport(
  visits: readonly VisitReadings[],
  technicianNames: ReadonlyMap<string, string>,
) {
  const checked = visits.map((v) => ({ visit: v, c: visitCompliance(v) }));
  const techIds = [...new Set(visits.map((v) => v.technicianId ?? ""))];
  const perTechnician = techIds
    .map((id) => ({
      technicianId: id || null,
      name: id ? (technicianNames.get(id) ?? "Former member") : "Not assigned",
      ...figures(checked.filter((x) => (x.visit.technicianId ?? "") === id).map((x) => x.c)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const perReading = targetReadings
    .map((reading) => ({
      reading,
      visitsOutOfRange: checked.filter((x) => x.c.outOfRange.includes(reading)).length,
    }))
    .filter((r) => r.visitsOutOfRange > 0)
    .sort((a, b) => b.visitsOutOfRange - a.visitsOutOfRange);
  return { overall: figures(checked.map((x) => x.c)), perTechnician, perReading };
}
