/**
 * A work log's shift as the office reads it (the work log page): clock-in, breaks, the stops' arrivals and finishes
 * and clock-out in time order; which stops fell outside the shift; where the person clocked in and out. Pure: the
 * page words the events in the reader's language and formats the times.
 */

/** What happened in the shift, with its colour on the timeline. */
export type ShiftEvent<At = Date, Kind extends string = string> =
  | { what: "in" | "out"; at: At; color: string }
  | { what: "breakStart" | "breakEnd"; kind: Kind; at: At; color: string }
  | { what: "arrived" | "finished"; number: number; customer: string; at: At; color: string };

/** What the timeline reads of a work log. */
export interface ShiftLog {
  clockInAt: Date;
  clockOutAt: Date | null;
  clockInLatitude: number | null;
  clockInLongitude: number | null;
  clockOutLatitude: number | null;
  clockOutLongitude: number | null;
}

export interface ShiftBreak<Kind extends string = string> {
  kind: Kind;
  startAt: Date;
  endAt: Date | null;
}

export interface ShiftStop {
  number: number;
  customerName: string;
  arrivedAt: Date | null;
  finishedAt: Date | null;
}

/**
 * The shift's events oldest first: clocked in, each break's start and end (a running break has no end yet), each
 * stop's arrival and finish as far as they happened, clocked out once the shift is over. Events at the same moment
 * keep that order.
 */
export function shiftTimeline<Kind extends string>(
  log: Pick<ShiftLog, "clockInAt" | "clockOutAt">,
  breaks: ShiftBreak<Kind>[],
  stops: ShiftStop[],
): ShiftEvent<Date, Kind>[] {
  return [
    { what: "in" as const, at: log.clockInAt, color: "teal" },
    ...breaks.flatMap((b) => [
      { what: "breakStart" as const, kind: b.kind, at: b.startAt, color: "yellow" },
      ...(b.endAt ? [{ what: "breakEnd" as const, kind: b.kind, at: b.endAt, color: "yellow" }] : []),
    ]),
    ...stops.flatMap((s) => [
      ...(s.arrivedAt
        ? [
            {
              what: "arrived" as const,
              number: s.number,
              customer: s.customerName,
              at: s.arrivedAt,
              color: "blue",
            },
          ]
        : []),
      ...(s.finishedAt
        ? [
            {
              what: "finished" as const,
              number: s.number,
              customer: s.customerName,
              at: s.finishedAt,
              color: "blue",
            },
          ]
        : []),
    ]),
    ...(log.clockOutAt ? [{ what: "out" as const, at: log.clockOutAt, color: "red" }] : []),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Was the stop arrived at or finished outside the shift (before clock-in, or after clock-out — after `now` while the
 * shift still runs)? The page flags it "off the clock".
 */
export function stopOffClock(
  log: Pick<ShiftLog, "clockInAt" | "clockOutAt">,
  stop: Pick<ShiftStop, "arrivedAt" | "finishedAt">,
  now = new Date(),
): boolean {
  const end = log.clockOutAt ?? now;
  const outside = (at: Date | null) => Boolean(at && (at < log.clockInAt || at > end));
  return outside(stop.arrivedAt) || outside(stop.finishedAt);
}

/** Where the person clocked in and out, for the map: only the ends whose position the phone gave. */
export function clockPoints(log: ShiftLog) {
  return [
    log.clockInLatitude !== null && log.clockInLongitude !== null
      ? { id: "in" as const, latitude: log.clockInLatitude, longitude: log.clockInLongitude }
      : null,
    log.clockOutLatitude !== null && log.clockOutLongitude !== null
      ? { id: "out" as const, latitude: log.clockOutLatitude, longitude: log.clockOutLongitude }
      : null,
  ].filter((p) => p !== null);
}
