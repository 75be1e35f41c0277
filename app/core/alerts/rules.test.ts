import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { alertKinds } from "~/db/schema/service";
import {
  alertKindList,
  alertRules,
  alertStatus,
  effectiveRule,
  mergeRuleSettings,
  ruleByKey,
  ruleForKind,
  visibleKinds,
} from "./rules";
import { alertTarget } from "./targets";

const english = translatorFor("en");
const spanish = translatorFor("es");

describe("the rule catalogue", () => {
  it("has exactly one rule per alert kind of the schema, with unique keys", () => {
    expect([...alertKindList].sort()).toEqual([...alertKinds].sort());
    expect(alertRules.map((r) => r.kind).sort()).toEqual([...alertKinds].sort());
    expect(new Set(alertRules.map((r) => r.key)).size).toBe(alertRules.length);
    for (const kind of alertKinds) expect(ruleForKind(kind).kind).toBe(kind);
  });

  it("gives thresholds a default inside their bounds and a unit", () => {
    for (const r of alertRules.filter((r) => r.threshold)) {
      const t = r.threshold!;
      expect(t.min, r.key).toBeLessThanOrEqual(t.default);
      expect(t.default, r.key).toBeLessThanOrEqual(t.max);
      expect(t.unit.length, r.key).toBeGreaterThan(0);
    }
    expect(ruleByKey("stop-running-late")?.threshold?.default).toBe(30);
    expect(ruleByKey("filter-pressure-high")?.threshold?.default).toBe(8);
    expect(ruleByKey("nope")).toBeUndefined();
  });

  it("keys the hourly rules the evaluator runs", () => {
    expect(
      alertRules
        .filter((r) => r.source === "hourly")
        .map((r) => r.key)
        .sort(),
    ).toEqual(
      [
        "agreement-expiring",
        "equipment-service-due",
        "filter-pressure-high",
        "invoice-overdue",
        "long-day",
        "stop-missed",
        "stop-running-late",
      ].sort(),
    );
  });
});

describe("company settings over the defaults", () => {
  const late = ruleByKey("stop-running-late")!;
  const skipped = ruleByKey("stop-skipped")!;

  it("takes the defaults when nothing is stored", () => {
    expect(effectiveRule(late, {})).toEqual({ enabled: true, threshold: 30 });
    expect(effectiveRule(late, null)).toEqual({ enabled: true, threshold: 30 });
    expect(effectiveRule(skipped, undefined)).toEqual({ enabled: true, threshold: null });
  });

  it("takes a company's valid values", () => {
    expect(effectiveRule(late, { "stop-running-late": { enabled: false, threshold: 45 } })).toEqual({
      enabled: false,
      threshold: 45,
    });
    expect(effectiveRule(skipped, { "stop-skipped": { enabled: false, threshold: 9 } })).toEqual({
      enabled: false,
      threshold: null,
    });
  });

  it("falls back per field on a stale or broken value", () => {
    for (const threshold of [-1, 481, Number.NaN, "45", null])
      expect(effectiveRule(late, { "stop-running-late": { enabled: "no", threshold } })).toEqual({
        enabled: true,
        threshold: 30,
      });
    expect(effectiveRule(late, { "stop-running-late": { enabled: true, threshold: 0 } }).threshold).toBe(0);
  });

  it("merges every rule, ignoring unknown keys", () => {
    const merged = mergeRuleSettings({ "long-day": { enabled: false }, unknown: { enabled: true } });
    expect(Object.keys(merged).sort()).toEqual(alertRules.map((r) => r.key).sort());
    expect(merged["long-day"]).toEqual({ enabled: false, threshold: 10 });
    expect(merged.unknown).toBeUndefined();
  });
});

describe("status", () => {
  it("is open, then acknowledged, then resolved (resolved wins)", () => {
    const t = new Date();
    expect(alertStatus({ acknowledgedAt: null, resolvedAt: null })).toBe("open");
    expect(alertStatus({ acknowledgedAt: t, resolvedAt: null })).toBe("acknowledged");
    expect(alertStatus({ acknowledgedAt: t, resolvedAt: t })).toBe("resolved");
    expect(alertStatus({ acknowledgedAt: null, resolvedAt: t.toISOString() })).toBe("resolved");
  });
});

describe("who sees which alerts", () => {
  it("shows a kind to those who can read its rule's area", () => {
    const technician = visibleKinds((area) => area === "operations");
    expect(technician).toContain("stop missed");
    expect(technician).not.toContain("invoice overdue");
    expect(technician).not.toContain("long day");
    expect(visibleKinds(() => true)).toHaveLength(alertRules.length);
    expect(visibleKinds(() => false)).toEqual([]);
  });
});

describe("the record an alert points at", () => {
  const none = {
    serviceStopId: null,
    stopNumber: null,
    jobId: null,
    jobNumber: null,
    invoiceId: null,
    invoiceNumber: null,
    repairRequestId: null,
    agreementId: null,
    agreementNumber: null,
    equipmentId: null,
    equipmentName: null,
    itemId: null,
    itemName: null,
    memberId: null,
    memberName: null,
    bodyOfWaterId: null,
    bodyOfWaterName: null,
    customerId: null,
    customerName: null,
  };
  it("is the most specific record, on its detail page", () => {
    expect(alertTarget(none)).toBeNull();
    expect(alertTarget({ ...none, customerId: "c", customerName: "Reed" })).toEqual({
      path: "/company/customers/details/c",
      label: "Reed",
    });
    const stop = alertTarget({ ...none, customerId: "c", serviceStopId: "s", stopNumber: 12 });
    expect(stop?.path).toBe("/company/serviceStops/detail/s");
    // A record's kind is a catalog word, worded by the screen in the reader's language.
    expect(english.text(stop?.label ?? "")).toBe("Stop S-12");
    expect(spanish.text(stop?.label ?? "")).toBe("Parada S-12");
    expect(alertTarget({ ...none, customerId: "c", jobId: "j", jobNumber: 4 })?.path).toBe(
      "/company/jobs/detail/j",
    );
    expect(english.text(alertTarget({ ...none, invoiceId: "i", invoiceNumber: 3 })?.label ?? "")).toBe(
      "Invoice INV-3",
    );
    expect(english.text(alertTarget({ ...none, repairRequestId: "r" })?.label ?? "")).toBe("Repair request");
    expect(alertTarget({ ...none, agreementId: "a" })?.path).toBe("/company/contracts/contract/a");
    expect(alertTarget({ ...none, equipmentId: "e", bodyOfWaterId: "b" })?.path).toBe(
      "/company/equipment/details/e",
    );
    expect(alertTarget({ ...none, itemId: "i", serviceStopId: "s" })?.path).toBe("/company/items/detail/i");
    expect(alertTarget({ ...none, memberId: "m" })?.path).toBe("/company/companyUsers/m");
    expect(alertTarget({ ...none, repairRequestId: "r", customerId: "c" })?.path).toBe(
      "/company/repairRequests/r",
    );
  });

  it("names equipment with its category in the reader's language", () => {
    const filter = alertTarget({
      ...none,
      equipmentId: "e",
      equipmentName: "Hayward C4030",
      equipmentCategory: "filter",
    });
    expect(english.text(filter?.label ?? "")).toBe("Hayward C4030 (filter)");
    expect(spanish.text(filter?.label ?? "")).toBe("Hayward C4030 (filtro)");
    const unnamed = alertTarget({
      ...none,
      equipmentId: "e",
      equipmentName: "",
      equipmentCategory: "salt cell",
    });
    expect(english.text(unnamed?.label ?? "")).toBe("(salt cell)");
    expect(spanish.text(unnamed?.label ?? "")).not.toContain("salt cell");
  });
});
