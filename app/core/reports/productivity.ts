/**
 * Technician productivity over a range, from their days (one row per technician and service date). Pure.
 *
 * - Stops per day: finished stops ÷ days with at least one finished stop.
 * - Minutes per stop: minutes on site (arrived → finished) ÷ the finished stops that have both times.
 * - Drive: the estimate of the day's path (start → finished stops in arrival order → start, straight lines × road
 *   factor at the company's average speed, as the route dashboard estimates without a road router).
 * - Clocked: worked minutes of closed shifts on those days (work logs); "clocked, off site" is clocked minus on-site
 *   minutes on days with a shift — driving, loading, breaks that were paid.
 */
export interface TechnicianDay {
  technicianId: string;
  date: string;
  finished: number;
  skipped: number;
  /** Finished stops with both arrival and finish times, and their minutes on site. */
  timedStops: number;
  onSiteMinutes: number;
  driveMeters: number;
  driveMinutes: number;
  /** null when no closed shift was logged that day. */
  clockedMinutes: number | null;
}

export interface ProductivityRow {
  technicianId: string;
  name: string;
  days: number;
  finished: number;
  skipped: number;
  stopsPerDay: number | null;
  minutesPerStop: number | null;
  onSiteMinutes: number;
  driveMinutes: number;
  driveMiles: number;
  clockedMinutes: number;
  offSiteClockedMinutes: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function productivityReport(
  days: readonly TechnicianDay[],
  names: ReadonlyMap<string, string>,
): ProductivityRow[] {
  const byTech = new Map<string, TechnicianDay[]>();
  for (const d of days) {
    const bucket = byTech.get(d.technicianId);
    if (bucket) bucket.push(d);
    else byTech.set(d.technicianId, [d]);
  }
  const rows: ProductivityRow[] = [];
  for (const [technicianId, own] of byTech) {
    const working = own.filter((d) => d.finished > 0);
    const finished = own.reduce((s, d) => s + d.finished, 0);
    const timed = own.reduce((s, d) => s + d.timedStops, 0);
    const onSite = own.reduce((s, d) => s + d.onSiteMinutes, 0);
    const clockedDays = own.filter((d) => d.clockedMinutes !== null);
    rows.push({
      technicianId,
      name: names.get(technicianId) ?? "Former member",
      days: working.length,
      finished,
      skipped: own.reduce((s, d) => s + d.skipped, 0),
      stopsPerDay: working.length ? oneDecimal(finished / working.length) : null,
      minutesPerStop: timed ? oneDecimal(onSite / timed) : null,
      onSiteMinutes: onSite,
      driveMinutes: Math.round(own.reduce((s, d) => s + d.driveMinutes, 0)),
      driveMiles: oneDecimal(own.reduce((s, d) => s + d.driveMeters, 0) / 1609.344),
      clockedMinutes: clockedDays.reduce((s, d) => s + (d.clockedMinutes ?? 0), 0),
      offSiteClockedMinutes: clockedDays.reduce(
        (s, d) => s + Math.max(0, (d.clockedMinutes ?? 0) - d.onSiteMinutes),
        0,
      ),
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
