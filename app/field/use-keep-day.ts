import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { dayPageKey, type FromDevice, keepOnDevice, readSaved, rememberMyDay } from "./field-pages";
import { cacheFieldPages } from "./sw-register";

interface DayOnScreen extends FromDevice {
  date: string;
  today: string;
  technicianId: string;
  nextDay?: string | null;
  stops: { id: string }[];
}

/** When each day's stops were last fetched onto this phone in this page (a revisit within minutes fetches nothing). */
const fetchedAt = new Map<string, number>();
/**
 * The days being fetched onto the phone now. The work belongs to the page, not to My day's screen: a technician
 * usually taps into the first stop at once, and leaving My day must not leave the day off the phone.
 */
const keeping = new Set<string>();
const REFETCH_AFTER_MS = 5 * 60_000;
/** Let My day finish drawing and answering taps before the phone fetches the day's stops. */
const START_AFTER_MS = 1500;

export const stopPath = (stopId: string) => `/company/serviceStops/detail/${stopId}`;

/**
 * Keeps My day on the phone: the day as shown, and — when it is today's, opened online — every stop page of today
 * and of the next working day (each stop page's clientLoader saves itself as it loads through a fetcher), so the
 * technician can open any of them with no signal.
 */
export function useKeepDayOnDevice(day: DayOnScreen) {
  const location = useLocation();
  const fetcher = useFetcher();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const own = !new URLSearchParams(location.search).has("technician");

  useEffect(() => {
    if (day.fromDevice) return;
    void keepOnDevice(dayPageKey(day.technicianId, day.date), day);
    if (own && !new URLSearchParams(location.search).has("date"))
      void rememberMyDay(day.technicianId, day.today);
  }, [day, own, location.search]);

  // The props object is new on every render: the effect follows the day's identity, not the object.
  const latest = useRef(day);
  latest.current = day;
  const stopIds = day.stops.map((s) => s.id).join(",");
  const pageUrl = `${location.pathname}${location.search}`;
  const fromDevice = Boolean(day.fromDevice);
  const { date, today, technicianId, nextDay } = day;
  useEffect(() => {
    if (fromDevice || !own || date !== today || typeof indexedDB === "undefined") return;
    const key = dayPageKey(technicianId, date);
    if (keeping.has(key) || Date.now() - (fetchedAt.get(key) ?? 0) < REFETCH_AFTER_MS) return;
    let started = false;
    const keepDay = async () => {
      started = true;
      window.clearTimeout(timer);
      if (keeping.has(key)) return;
      keeping.add(key);
      try {
        const ids = stopIds ? stopIds.split(",") : [];
        if (nextDay) {
          await load.current(`/company/serviceStops?view=day&date=${nextDay}`);
          const next = await readSaved<DayOnScreen>(dayPageKey(technicianId, nextDay)).catch(() => null);
          ids.push(...(next?.stops ?? []).map((s) => s.id));
        }
        for (const id of ids) {
          if (!navigator.onLine) return;
          await load.current(stopPath(id)).catch(() => undefined);
        }
        // And as pages, for a phone that reopens the app with no signal (the service worker keeps them).
        await cacheFieldPages([pageUrl, ...ids.map(stopPath)]);
        fetchedAt.set(key, Date.now());
      } finally {
        keeping.delete(key);
      }
    };
    const timer = window.setTimeout(() => void keepDay(), START_AFTER_MS);
    // Leaving My day (or its data changing) before the phone began keeping the day begins it now; once begun, it
    // runs to the end whatever the screen does.
    return () => {
      if (!started) void keepDay();
    };
  }, [fromDevice, own, date, today, technicianId, nextDay, stopIds, pageUrl]);
}

/** Keeps a technician's screen's data on the phone when it was rendered from the server (a document load). */
export function useKeepPageOnDevice(key: string, data: object) {
  useEffect(() => {
    void keepOnDevice(key, data);
  }, [key, data]);
}
