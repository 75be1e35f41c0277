import { describe, expect, it } from "vitest";
import {
  type DayRoute,
  dayMapRoutes,
  type LaneStop,
  laneMapRoutes,
  type OverviewFilters,
  type OverviewPlace,
  overviewMapRoutes,
} from "./map-routes";

/** Colours as "css(name)", so a test sees which Mantine name a route was given. */
const color = (mantine: string) => `css(${mantine})`;
const words = {
  noRecurring: "No recurring stop",
  notAssigned: "Not assigned",
  weekday: (d: number) => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d],
  schedule: (rule: string) => rule,
};
const technicians = [
  { id: "m-zoe", name: "Zoe", color: "grape" },
  { id: "m-ana", name: "Ana", color: "teal" },
];
const place = (id: string, service: OverviewPlace<string>["service"]): OverviewPlace<string> => ({
  id,
  lat: 33,
  lng: -112,
  customerName: `Customer ${id}`,
  address: `${id} Elm St`,
  service,
});
const places = [
  place("p1", [{ technicianId: "m-ana", weekdays: [1, 4], rule: "Mon, Thu" }]),
  place("p2", [{ technicianId: "m-zoe", weekdays: [2], rule: "Tue" }]),
  place("p3", [{ technicianId: null, weekdays: [0], rule: "Sun" }]),
  place("p4", []),
  place("p5", [
    { technicianId: "m-ana", weekdays: [1], rule: "Mon" },
    { technicianId: "m-ana", weekdays: [3], rule: "Wed" },
  ]),
];
const all: OverviewFilters = { day: null, technician: "", colorBy: "technician" };

describe("overviewMapRoutes", () => {
  it("groups by technician, named and coloured, then not assigned, then places without a recurring stop", () => {
    const routes = overviewMapRoutes(places, technicians, all, words, color);
    expect(routes.map((r) => [r.id, r.label, r.color])).toEqual([
      ["m-ana", "Ana", "css(teal)"],
      ["m-zoe", "Zoe", "css(grape)"],
      ["none", "Not assigned", "css(gray)"],
      ["unserved", "No recurring stop", "css(dark)"],
    ]);
    expect(routes[0].points.map((p) => p.id)).toEqual(["p1", "p5"]);
    expect(routes[3].points).toEqual([{ id: "p4", lat: 33, lng: -112, label: "Customer p4, p4 Elm St" }]);
  });

  it("labels a place with its customer, address and the first schedule that put it in the group", () => {
    const [ana] = overviewMapRoutes(places, technicians, all, words, color);
    expect(ana.points[0].label).toBe("Customer p1, p1 Elm St — Mon, Thu");
    // p5 has two recurring stops with Ana: one marker, labelled by the first.
    expect(ana.points.filter((p) => p.id === "p5")).toEqual([
      { id: "p5", lat: 33, lng: -112, label: "Customer p5, p5 Elm St — Mon" },
    ]);
  });

  it("groups by weekday Monday to Sunday in the day colours, a place once per day", () => {
    const routes = overviewMapRoutes(places, technicians, { ...all, colorBy: "day" }, words, color);
    expect(routes.map((r) => [r.id, r.label, r.color])).toEqual([
      ["day-1", "Mon", "css(blue)"],
      ["day-2", "Tue", "css(teal)"],
      ["day-3", "Wed", "css(grape)"],
      ["day-4", "Thu", "css(orange)"],
      ["day-0", "Sun", "css(pink)"],
      ["unserved", "No recurring stop", "css(dark)"],
    ]);
    expect(routes[0].points.map((p) => p.id)).toEqual(["p1", "p5"]);
  });

  it("keeps one weekday, and then hides the places without a recurring stop", () => {
    const routes = overviewMapRoutes(places, technicians, { ...all, day: 1 }, words, color);
    expect(routes.map((r) => r.id)).toEqual(["m-ana"]);
    expect(routes[0].points.map((p) => p.id)).toEqual(["p1", "p5"]);
  });

  it("keeps one technician, or the stops nobody has", () => {
    expect(
      overviewMapRoutes(places, technicians, { ...all, technician: "m-zoe" }, words, color).map((r) => r.id),
    ).toEqual(["m-zoe"]);
    const none = overviewMapRoutes(places, technicians, { ...all, technician: "none" }, words, color);
    expect(none.map((r) => [r.id, r.points.map((p) => p.id)])).toEqual([["none", ["p3"]]]);
  });

  it("names a technician no longer in the list as not assigned, in grey", () => {
    const routes = overviewMapRoutes(
      [place("p9", [{ technicianId: "m-gone", weekdays: [5], rule: "Fri" }])],
      technicians,
      all,
      words,
      color,
    );
    expect(routes.map((r) => [r.id, r.label, r.color])).toEqual([["m-gone", "Not assigned", "css(gray)"]]);
  });

  it("sorts technicians' groups by name", () => {
    const routes = overviewMapRoutes(places, technicians, all, words, color);
    const named = routes.filter((r) => r.id.startsWith("m-")).map((r) => r.label);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b)));
  });

  it("is empty without places", () => {
    expect(overviewMapRoutes([], technicians, all, words, color)).toEqual([]);
  });
});

describe("laneMapRoutes", () => {
  const stop = (id: string, lat: number | null = 33): LaneStop => ({
    id,
    lat,
    lng: lat === null ? null : -112,
    customerName: `C ${id}`,
    address: `${id} Oak Ave`,
  });
  const week = {
    technicians: [
      { id: "m-ana", name: "Ana", color: "teal", start: { lat: 33.1, lng: -112.1 } },
      { id: "m-zoe", name: "Zoe", color: "grape", start: null },
      { id: "m-idle", name: "Idle", color: "red", start: null },
    ],
    stops: { s1: stop("s1"), s2: stop("s2"), s3: stop("s3", null), s4: stop("s4") },
  };
  const lanes = [
    { technicianId: "m-zoe", weekday: 2, stopIds: ["s4"] },
    { technicianId: "m-ana", weekday: 2, stopIds: ["s2", "s3", "s1", "gone"] },
    { technicianId: "m-ana", weekday: 3, stopIds: ["s1"] },
    { technicianId: null, weekday: 2, stopIds: ["s1"] },
  ];

  it("one route per technician with stops that day, in the technicians' order, drawn from the start", () => {
    const routes = laneMapRoutes(week, lanes, 2, color);
    expect(routes.map((r) => [r.id, r.label, r.color, r.showLine])).toEqual([
      ["m-ana", "Ana", "css(teal)", true],
      ["m-zoe", "Zoe", "css(grape)", true],
    ]);
    expect(routes[0].start).toEqual({ lat: 33.1, lng: -112.1 });
    expect(routes[1].start).toBeNull();
  });

  it("keeps the lane's order and leaves off stops without coordinates or unknown", () => {
    const [ana] = laneMapRoutes(week, lanes, 2, color);
    expect(ana.points).toEqual([
      { id: "s2", lat: 33, lng: -112, label: "C s2 — s2 Oak Ave" },
      { id: "s1", lat: 33, lng: -112, label: "C s1 — s1 Oak Ave" },
    ]);
  });

  it("is empty on a day without lanes", () => {
    expect(laneMapRoutes(week, lanes, 6, color)).toEqual([]);
  });
});

describe("dayMapRoutes", () => {
  const route = (technicianId: string | null, stops: DayRoute["stops"]): DayRoute => ({
    technicianId,
    name: technicianId ?? "Unassigned",
    color: "blue",
    start: technicianId ? { lat: 1, lng: 2 } : null,
    stops,
  });
  const s = (id: string, status: DayRoute["stops"][number]["status"], lat: number | null = 33) => ({
    id,
    lat,
    lng: lat === null ? null : -112,
    status,
    customerName: `C ${id}`,
  });

  it("numbers the stops in route order, keeping a number for a stop left off the map", () => {
    const [r] = dayMapRoutes(
      [route("m-ana", [s("a", "finished"), s("b", "in progress", null), s("c", "scheduled")])],
      color,
    );
    expect(r).toMatchObject({ id: "m-ana", label: "m-ana", color: "css(blue)", showLine: true });
    expect(r.points).toEqual([
      { id: "a", lat: 33, lng: -112, number: 1, status: "finished", label: "1. C a" },
      { id: "c", lat: 33, lng: -112, number: 3, status: "scheduled", label: "3. C c" },
    ]);
  });

  it("leaves out routes without stops and calls nobody's route 'none'", () => {
    const routes = dayMapRoutes([route("m-idle", []), route(null, [s("x", "skipped")])], color);
    expect(routes.map((r) => [r.id, r.start])).toEqual([["none", null]]);
  });
});
