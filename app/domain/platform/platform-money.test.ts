import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { contactMessage, serviceCategory } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import type { AdminContext } from "./admin.server";
import { categorySchema, paymentRequestSchema } from "./admin-schemas";
import {
  createCategory,
  listCategories,
  moveCategory,
  setCategoryActive,
  updateCategory,
} from "./categories.server";
import { saveContactMessage } from "./contact.server";
import {
  listAuditLog,
  listContactMessagesForAdmin,
  markContactMessageReadAsAdmin,
  platformDashboard,
} from "./dashboard.server";
import {
  cancelSubscription,
  createSubscription,
  listOrders,
  recordPlatformPayment,
  refundPlatformPayment,
} from "./orders.server";
import {
  decidePaymentRequest,
  filePaymentRequest,
  listOwnPaymentRequests,
  listPaymentRequests,
} from "./payment-requests.server";
import { auditRows, expectForbidden, newAdmin } from "./test-helpers";

const unique = () => Math.random().toString(36).slice(2, 8);

describe("categories", () => {
  it("validates the slug, keeps it unique, renames, reorders and deactivates; audited", async () => {
    const admin = await newAdmin();
    expect(categorySchema.safeParse({ name: "X", slug: "Bad Slug!" }).success).toBe(false);
    expect(categorySchema.safeParse({ name: "Salt", slug: "-salt" }).success).toBe(false);
    expect(categorySchema.parse({ name: "Salt cells", slug: "Salt-Cells" }).slug).toBe("salt-cells");

    const slug = `leak-${unique()}`;
    const created = await createCategory(admin, { name: "Leak detection", slug, description: "" });
    await expect(createCategory(admin, { name: "Leaks", slug, description: "" })).rejects.toThrow(RuleError);
    const other = await createCategory(admin, { name: "Other", slug: `o-${unique()}`, description: "" });
    // Rule messages are catalog keys; the page shows them in the reader's language.
    await expect(updateCategory(admin, other.id, { name: "Other", slug, description: "" })).rejects.toThrow(
      "admin.rules.slugTaken",
    );
    expect(translatorFor("en")("admin.rules.slugTaken")).toMatch(/Another category has this slug/);
    const renamed = await updateCategory(admin, created.id, {
      name: "Leak detection & repair",
      slug,
      description: "Pressure tests and dye tests",
    });
    expect(renamed.name).toBe("Leak detection & repair");
    await expect(updateCategory(admin, "nope", { name: "N", slug: "n-x", description: "" })).rejects.toThrow(
      NotFoundError,
    );

    const before = (await listCategories(admin)).map((c) => c.id);
    expect(before.indexOf(other.id)).toBe(before.indexOf(created.id) + 1);
    await moveCategory(admin, other.id, "up");
    const after = (await listCategories(admin)).map((c) => c.id);
    expect(after.indexOf(other.id)).toBe(after.indexOf(created.id) - 1);

    await setCategoryActive(admin, created.id, false);
    const [row] = await admin.db.select().from(serviceCategory).where(eq(serviceCategory.id, created.id));
    expect(row.active).toBe(false);
    expect((await auditRows(created.id)).map((r) => r.action).sort()).toEqual([
      "category.create",
      "category.deactivate",
      "category.update",
    ]);
    await expectForbidden(listCategories({ db: admin.db, userId: admin.userId, name: "x" } as AdminContext));
  });
});

describe("orders", () => {
  it("starts a subscription, records payments (a failed one puts it past due), refunds, cancels; audited", async () => {
    const admin = await newAdmin();
    const { ctx } = await newCompany("Orders Co");
    const sub = await createSubscription(admin, {
      companyId: ctx.companyId,
      plan: "Pro",
      amount: 4900,
      interval: "month",
      startedOn: "2026-01-01",
    });
    await expect(
      createSubscription(admin, {
        companyId: ctx.companyId,
        plan: "Starter",
        amount: 1900,
        interval: "month",
        startedOn: "2026-01-01",
      }),
    ).rejects.toThrow("admin.rules.hasSubscription");
    expect(translatorFor("en")("admin.rules.hasSubscription")).toMatch(/already has a subscription/);
    const today = new Date().toISOString().slice(0, 10);
    const paid = await recordPlatformPayment(admin, {
      subscriptionId: sub.id,
      amount: 4900,
      status: "paid",
      reference: "ch_1",
      paidOn: today,
    });
    await recordPlatformPayment(admin, {
      subscriptionId: sub.id,
      amount: 4900,
      status: "failed",
      reference: "ch_2",
      paidOn: today,
    });
    const q = parseListQuery(new URLSearchParams({ q: ctx.companyName }), {
      sorts: ["started"],
      defaultSort: "started",
      filters: ["status"],
    });
    let orders = await listOrders(admin, q);
    expect(orders.rows).toHaveLength(1);
    expect(orders.rows[0]).toMatchObject({ status: "past due", paidCents: 4900, plan: "Pro" });
    expect(orders.payments.map((p) => p.status).sort()).toEqual(["failed", "paid"]);
    expect(orders.totals.paid30).toBeGreaterThanOrEqual(4900);

    await refundPlatformPayment(admin, paid.id);
    await expect(refundPlatformPayment(admin, paid.id)).rejects.toBeInstanceOf(NotFoundError);
    orders = await listOrders(admin, q);
    expect(orders.rows[0].paidCents).toBe(0);

    await cancelSubscription(admin, sub.id);
    await expect(cancelSubscription(admin, sub.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      recordPlatformPayment(admin, {
        subscriptionId: sub.id,
        amount: 100,
        status: "paid",
        reference: "",
        paidOn: today,
      }),
    ).rejects.toBeInstanceOf(RuleError);
    expect((await auditRows(sub.id)).map((r) => r.action).sort()).toEqual([
      "subscription.cancel",
      "subscription.create",
    ]);
    expect((await auditRows(paid.id)).map((r) => r.action).sort()).toEqual([
      "payment.record",
      "payment.refund",
    ]);
  });
});

describe("payment requests", () => {
  it("a company files one (validated, money:manage), sees only its own; the admin approves or rejects with a note", async () => {
    const admin = await newAdmin();
    const a = await newCompany();
    const b = await newCompany();
    expect(paymentRequestSchema.safeParse({ kind: "payout", amount: "0", reason: "Too short" }).success).toBe(
      false,
    );
    const input = paymentRequestSchema.parse({
      kind: "refund",
      amount: "49.00",
      reason: "Charged twice for March",
    });
    expect(input.amount).toBe(4900);
    const filed = await filePaymentRequest(a.ctx, input);
    const tech = await newTechnician(a.ctx);
    await expect(filePaymentRequest(tech, input)).rejects.toBeInstanceOf(ForbiddenError);

    expect((await listOwnPaymentRequests(a.ctx)).rows.map((r) => r.id)).toEqual([filed.id]);
    // Cross-tenant: company B sees none of A's.
    expect((await listOwnPaymentRequests(b.ctx)).rows).toEqual([]);

    const q = parseListQuery(new URLSearchParams({ status: "pending" }), {
      sorts: ["created"],
      defaultSort: "created",
      filters: ["status", "kind"],
    });
    expect((await listPaymentRequests(admin, { ...q, pageSize: 100 })).rows.map((r) => r.id)).toContain(
      filed.id,
    );
    await expect(decidePaymentRequest(admin, filed.id, "rejected", "")).rejects.toBeInstanceOf(RuleError);
    await decidePaymentRequest(admin, filed.id, "approved", "Refunded to card");
    await expect(decidePaymentRequest(admin, filed.id, "rejected", "Changed mind")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await listOwnPaymentRequests(a.ctx)).rows[0]).toMatchObject({
      status: "approved",
      decisionNote: "Refunded to card",
    });
    expect((await auditRows(filed.id, "payment-request.approve"))[0].actorUserId).toBe(admin.userId);
  });
});

describe("dashboard", () => {
  it("reads filled series and the contact messages; marking one read is audited", async () => {
    const admin = await newAdmin();
    const figures = await platformDashboard(admin);
    expect(figures.stopsPerDay).toHaveLength(30);
    expect(figures.paymentsByMonth).toHaveLength(12);
    expect(figures.signUpsByWeek).toHaveLength(12);
    expect(figures.signUpsByWeek.at(-1)!.company).toBeGreaterThanOrEqual(0);
    expect(figures.companies.pending).toBeGreaterThanOrEqual(0);

    const message = await saveContactMessage(admin, {
      name: "Vera Visitor",
      email: "vera@example.com",
      topic: "support",
      message: "How do I import my customers?",
    });
    const { rows } = await listContactMessagesForAdmin(admin, { limit: 200 });
    expect(rows.find((m) => m.id === message.id)?.status).toBe("new");
    await markContactMessageReadAsAdmin(admin, message.id);
    const [read] = await admin.db.select().from(contactMessage).where(eq(contactMessage.id, message.id));
    expect(read.status).toBe("read");
    await expect(markContactMessageReadAsAdmin(admin, "nope")).rejects.toBeInstanceOf(NotFoundError);
    const log = await listAuditLog(admin, { limit: 50 });
    expect(log.find((l) => l.targetId === message.id)).toMatchObject({
      action: "contact.read",
      actor: "Ada Admin",
    });
  });
});
