import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseListQuery } from "~/core/listing/list-query";
import { personWords } from "~/core/mail/customer-words";
import { alert, company, companyMember, notificationSettings } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import { customerInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { saveNotificationChoices } from "../accounts/notification-settings.server";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import type { TenantContext } from "../tenant.server";
import { acknowledgeAlert, assignAlert, reopenAlert, resolveAlert } from "./alert-actions.server";
import { alertCounts, alertListFilters, alertSorts, listAlerts } from "./alerts.server";
import { digestMail, sendAlertDigests } from "./digest.server";
import { enabledAlertKinds, getAlertRules, isRuleEnabled, saveAlertRules } from "./rule-settings.server";
import { alertRulesSchema } from "./schemas";

const query = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: alertSorts,
    defaultSort: "created",
    defaultDir: "desc",
    filters: alertListFilters,
  });

async function raise(ctx: TenantContext, values: Partial<typeof alert.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(alert)
    .values({ companyId: ctx.companyId, kind: "stop skipped", title: "Stop skipped at Reed", ...values })
    .returning();
  return row;
}

describe("alerts: list, counts and handling", () => {
  it("lists unresolved by default, filters, and moves open → acknowledged → resolved → open", async () => {
    const { ctx } = await newCompany();
    const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
    const a = await raise(ctx, { customerId: customer.id, severity: "critical" });
    await raise(ctx, { kind: "invoice overdue", title: "Invoice INV-3 is overdue" });
    await raise(ctx, { title: "Old one", resolvedAt: new Date() });

    let list = await listAlerts(ctx, query());
    expect(list.total).toBe(2);
    const row = list.rows.find((r) => r.id === a.id)!;
    expect(row.status).toBe("open");
    expect(row.target).toEqual({ path: `/company/customers/details/${customer.id}`, label: "Reed, Dana" });
    expect((await listAlerts(ctx, query({ severity: "critical" }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listAlerts(ctx, query({ kind: "invoice overdue" }))).total).toBe(1);
    expect((await listAlerts(ctx, query({ status: "resolved" }))).total).toBe(1);
    expect((await listAlerts(ctx, query({ status: "bogus", kind: "nope", from: "x" }))).total).toBe(3);
    expect((await listAlerts(ctx, query({ q: "INV-3" }))).total).toBe(1);
    expect(await alertCounts(ctx)).toEqual({ unresolved: 2, open: 2, mine: 0 });

    await acknowledgeAlert(ctx, a.id);
    await acknowledgeAlert(ctx, a.id); // again: nothing changes
    expect((await listAlerts(ctx, query({ status: "acknowledged" }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect(await alertCounts(ctx)).toMatchObject({ unresolved: 2, open: 1 });

    await resolveAlert(ctx, a.id);
    list = await listAlerts(ctx, query({ status: "resolved" }));
    expect(list.rows.find((r) => r.id === a.id)?.resolvedBy).toBe("Olga Owner");
    expect(await alertCounts(ctx)).toMatchObject({ unresolved: 1 });
    await expect(acknowledgeAlert(ctx, a.id)).rejects.toThrow(RuleError);

    await reopenAlert(ctx, a.id);
    expect((await listAlerts(ctx, query({ status: "open" }))).rows.map((r) => r.id)).toContain(a.id);
  });

  it("won't reopen an alert when a newer one about the same thing is open", async () => {
    const { ctx } = await newCompany();
    const old = await raise(ctx, {
      dedupeKey: "stop-missed:s1",
      kind: "stop missed",
      resolvedAt: new Date(),
    });
    await raise(ctx, { dedupeKey: "stop-missed:s1", kind: "stop missed" });
    await expect(reopenAlert(ctx, old.id)).rejects.toThrow(RuleError);
  });

  it("assigns only to the company's active members", async () => {
    const { ctx } = await newCompany();
    const other = await newCompany();
    const tech = await newTechnician(ctx);
    const a = await raise(ctx);
    await assignAlert(ctx, a.id, tech.memberId);
    expect((await listAlerts(ctx, query({ assignee: tech.memberId }))).rows[0].assigneeName).toBeTruthy();
    expect((await listAlerts(ctx, query({ assignee: "none" }))).total).toBe(0);
    await expect(assignAlert(ctx, a.id, other.ctx.memberId)).rejects.toThrow(NotFoundError);
    await ctx.db.update(companyMember).set({ status: "past" }).where(eq(companyMember.id, tech.memberId));
    await expect(assignAlert(ctx, a.id, tech.memberId)).rejects.toThrow(NotFoundError);
    await assignAlert(ctx, a.id, null);
    expect((await listAlerts(ctx, query({ assignee: "none" }))).total).toBe(1);
  });

  it("another company's alert is not found for every action", async () => {
    const { ctx } = await newCompany();
    const b = await newCompany();
    const a = await raise(ctx);
    const attempts = [
      () => acknowledgeAlert(b.ctx, a.id),
      () => resolveAlert(b.ctx, a.id),
      () => reopenAlert(b.ctx, a.id),
      () => assignAlert(b.ctx, a.id, b.ctx.memberId),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(NotFoundError);
    expect((await listAlerts(b.ctx, query())).total).toBe(0);
    const [still] = await ctx.db.select().from(alert).where(eq(alert.id, a.id));
    expect(still.acknowledgedAt).toBeNull();
    expect(still.assignedMemberId).toBeNull();
  });

  it("a Technician sees operations alerts only, and may not handle them", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const stopAlert = await raise(ctx);
    const money = await raise(ctx, { kind: "invoice overdue", title: "Overdue" });
    expect((await listAlerts(tech, query())).rows.map((r) => r.id)).toEqual([stopAlert.id]);
    expect((await listAlerts(tech, query())).rows[0].canHandle).toBe(false);
    await expect(acknowledgeAlert(tech, stopAlert.id)).rejects.toThrow(ForbiddenError);
    await expect(resolveAlert(tech, money.id)).rejects.toThrow(NotFoundError);
    expect(await alertCounts(tech)).toMatchObject({ unresolved: 1 });
  });
});

describe("alert rule settings", () => {
  it("reads defaults, saves valid settings, refuses thresholds out of bounds", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const rules = await getAlertRules(ctx);
    expect(rules.find((r) => r.key === "long-day")).toMatchObject({ enabled: true, threshold: 10 });

    const form = Object.fromEntries(
      rules.flatMap((r) => [
        [`${r.key}.enabled`, r.key === "stop-skipped" ? "" : "on"],
        ...(r.threshold === null ? [] : [[`${r.key}.threshold`, String(r.threshold)]]),
      ]),
    );
    expect(alertRulesSchema.safeParse({ ...form, "long-day.threshold": "30" }).success).toBe(false);
    expect(alertRulesSchema.safeParse({ ...form, "long-day.threshold": "x" }).success).toBe(false);
    const parsed = alertRulesSchema.parse({ ...form, "long-day.threshold": "12" });
    await expect(saveAlertRules(tech, parsed)).rejects.toThrow(ForbiddenError);
    await saveAlertRules(ctx, parsed);
    expect((await getAlertRules(ctx)).find((r) => r.key === "long-day")?.threshold).toBe(12);
    expect(await isRuleEnabled(ctx.db, ctx, "stop-skipped")).toBe(false);
    expect(await isRuleEnabled(ctx.db, ctx, "stop-missed")).toBe(true);
    expect((await enabledAlertKinds(ctx.db, ctx)).has("stop skipped")).toBe(false);
    const [row] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
    expect(row.alertRules["stop-skipped"]).toEqual({ enabled: false });
  });
});

describe("the daily digest mail", () => {
  it("lists each company's alerts and says how many more", () => {
    const row = {
      severity: "critical",
      title: "Stop S-3 at Reed was missed",
      status: "open",
      assigneeName: null,
      target: { path: "/company/serviceStops/detail/s", label: "Stop S-3" },
    } as unknown as Parameters<typeof digestMail>[1][number]["rows"][number];
    const mail = digestMail("Olga", [{ companyName: "Blue Wave", total: 3, rows: [row] }]);
    expect(mail.subject).toBe("Drip Drop: 3 open alerts");
    expect(mail.text).toContain("[critical] Stop S-3 at Reed was missed");
    expect(mail.text).toContain("…and 2 more.");
    expect(mail.html).toContain("/company/serviceStops/detail/s");
    // In the reader's profile language.
    const spanish = digestMail(
      "Olga",
      [{ companyName: "Blue Wave", total: 3, rows: [row] }],
      personWords("es-MX"),
    );
    expect(spanish.subject).toBe("Drip Drop: 3 alertas abiertas");
    expect(spanish.text.split("\n").slice(0, 3)).toEqual(["Hola Olga:", "", "Hay 3 alertas abiertas."]);
    expect(spanish.text).toContain("…y 2 más.");
    expect(spanish.html).toContain("Verlas todas");
  });
});

describe("the daily digest", () => {
  it("goes out from 7:00 in the company's zone, once a day, to those who asked, when something is open", async () => {
    const { ctx, email } = await newCompany();
    const quiet = await newCompany();
    await saveNotificationChoices(ctx, { alertDigest: true });
    await saveNotificationChoices({ db: ctx.db, userId: quiet.ctx.userId }, { alertDigest: true });
    await raise(ctx, { title: "Stop S-9 at Reed was missed", kind: "stop missed", severity: "critical" });
    const sentOn = async (userId: string) =>
      (await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0]
        .alertDigestSentOn;

    // 6:30 in Los Angeles: too early.
    await sendAlertDigests(ctx, new Date("2026-07-15T13:30:00Z"));
    expect(await sentOn(ctx.userId)).toBeNull();
    // 8:00: sent once, not again that day; nothing open for the quiet company, so no mail.
    await sendAlertDigests(ctx, new Date("2026-07-15T15:00:00Z"));
    await sendAlertDigests(ctx, new Date("2026-07-15T18:00:00Z"));
    expect(await sentOn(ctx.userId)).toBe("2026-07-15");
    expect(await sentOn(quiet.ctx.userId)).toBeNull();
    const mails = (await listDevMailbox(500)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("[critical] Stop S-9 at Reed was missed");
  });
});
