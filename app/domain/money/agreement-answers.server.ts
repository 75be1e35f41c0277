/**
 * Service agreements, the pool owner's side: read one and accept it (typed full name, time, IP address, browser —
 * kept with a PDF of the signed terms) or decline it (with a reason), either by the e-mailed link (no sign-in; the
 * token is the key) or in the client portal (the agreements of customers linked to the owner's account, in any
 * company). Only what was sent is visible; a draft, another owner's agreement or an unknown link is "not found".
 * Also the calendar's part: agreements not answered by their accept-by date expire.
 */

import { and, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import {
  type AgreementStatus,
  agreementLabel,
  applyAgreementAction,
  effectiveAgreementStatus,
  formatAgreementRate,
  ownerVisibleStatuses,
} from "~/core/money/agreement-status";
import type { Db } from "~/db/client.server";
import { type AgreementAcceptance, alert, company, customer, serviceAgreement } from "~/db/schema";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { NotFoundError, RuleError } from "../errors";
import { type OwnerContext, type SystemContext, scoped } from "../tenant.server";
import { type AgreementRow, loadAgreementDocument } from "./agreement-document.server";

/** How the pool owner reaches an agreement: the e-mailed link, or their signed-in account and the agreement's id. */
export type OwnerTarget = { token: string } | { userId: string; agreementId: string };

const visible = inArray(serviceAgreement.status, [...ownerVisibleStatuses]);

async function findForOwner(db: Db, target: OwnerTarget): Promise<AgreementRow | null> {
  if ("token" in target) {
    if (!/^[\w-]{20,64}$/.test(target.token)) return null;
    // tenancy: owner — public agreement link: by its secret token
    const [row] = await db
      .select()
      .from(serviceAgreement)
      .where(and(eq(serviceAgreement.token, target.token), visible));
    return row ?? null;
  }
  // tenancy: owner — the pool owner's agreement, joined to the owner's linked customer (customer.linkedUserId)
  const [found] = await db
    .select({ row: serviceAgreement })
    .from(serviceAgreement)
    .innerJoin(
      customer,
      and(eq(customer.id, serviceAgreement.customerId), eq(customer.companyId, serviceAgreement.companyId)),
    )
    .where(
      and(eq(serviceAgreement.id, target.agreementId), eq(customer.linkedUserId, target.userId), visible),
    );
  return found?.row ?? null;
}

/** Writes "expired" on a sent agreement past its accept-by date (what the owner sees then is already expired). */
async function expireIfOverdue(db: Db, row: AgreementRow, today: string) {
  if (effectiveAgreementStatus(row, today) !== "expired" || row.status !== "sent") return;
  if (!applyAgreementAction(row.status, "expire", "system").ok) return;
  await db
    .update(serviceAgreement)
    .set({ status: "expired", updatedAt: new Date() })
    .where(
      scoped(row, serviceAgreement, eq(serviceAgreement.id, row.id), eq(serviceAgreement.status, "sent")),
    );
}

/** What the owner reads (by link or in the portal), or null when they may not see it. */
export async function agreementForOwner(system: SystemContext, target: OwnerTarget, now = new Date()) {
  const { db } = system;
  const row = await findForOwner(db, target);
  if (!row) return null;
  const doc = await loadAgreementDocument(system, row, now);
  await expireIfOverdue(db, row, doc.today);
  // The owner never needs the company's customer id or account link.
  const { customer: cust, storedStatus: _stored, termsTemplateId: _template, ...rest } = doc;
  return {
    ...rest,
    customerName: cust.name,
    canAnswer: doc.status === "sent",
  };
}
export type OwnerAgreement = NonNullable<Awaited<ReturnType<typeof agreementForOwner>>>;

/** The portal's list: every agreement sent to a customer linked to this account, in any company, newest first. */
export async function listOwnerAgreements({ db, userId }: OwnerContext, now = new Date()) {
  // tenancy: owner — the pool owner's agreements, by their linked customers (customer.linkedUserId)
  const rows = await db
    .select({
      id: serviceAgreement.id,
      number: serviceAgreement.number,
      title: serviceAgreement.title,
      status: serviceAgreement.status,
      acceptBy: serviceAgreement.acceptBy,
      startsOn: serviceAgreement.startsOn,
      rateCents: serviceAgreement.rateCents,
      rateInterval: serviceAgreement.rateInterval,
      companyName: company.name,
      currency: company.currency,
      timeZone: company.timeZone,
      sentAt: serviceAgreement.sentAt,
    })
    .from(serviceAgreement)
    .innerJoin(
      customer,
      and(eq(customer.id, serviceAgreement.customerId), eq(customer.companyId, serviceAgreement.companyId)),
    )
    .innerJoin(company, eq(company.id, serviceAgreement.companyId))
    .where(and(eq(customer.linkedUserId, userId), visible))
    .orderBy(desc(serviceAgreement.sentAt), desc(serviceAgreement.number));
  return rows.map((r) => ({
    id: r.id,
    label: agreementLabel(r.number),
    title: r.title,
    companyName: r.companyName,
    status: effectiveAgreementStatus(r, todayIn(r.timeZone, now)) as AgreementStatus,
    acceptBy: r.acceptBy,
    startsOn: r.startsOn,
    rateText: formatAgreementRate(r.rateCents, r.rateInterval, r.currency),
  }));
}

export type OwnerAnswer =
  | { decision: "accept"; name: string; ip: string | null; userAgent: string | null }
  | { decision: "decline"; reason: string };

const changedMeanwhile = "contracts.rules.answeredMeanwhile";

/**
 * The owner's answer. Accepting keeps the typed name, the time, the IP address and the browser, and a PDF of the
 * signed agreement; declining keeps the reason. Either way the company gets an alert. Refused once answered, after
 * the accept-by date (the agreement then expires) and for anything the owner may not see (NotFoundError).
 */
export async function answerAgreement(
  system: SystemContext,
  target: OwnerTarget,
  answer: OwnerAnswer,
  now = new Date(),
) {
  const { db } = system;
  const row = await findForOwner(db, target);
  if (!row) throw new NotFoundError("Agreement");
  const doc = await loadAgreementDocument(system, row, now);
  if (doc.status === "expired" && row.status === "sent") {
    await expireIfOverdue(db, row, doc.today);
    throw new RuleError(
      "form",
      keyed("contracts.rules.agreementExpired", {
        date: { date: row.acceptBy ?? "" },
        company: doc.company.name,
      }),
    );
  }
  const check = applyAgreementAction(row.status, answer.decision, "owner");
  if (!check.ok)
    throw new RuleError(
      "form",
      row.status === "accepted"
        ? row.acceptance?.name
          ? keyed("contracts.rules.alreadyAccepted", { name: row.acceptance.name })
          : "contracts.rules.alreadyAcceptedByCustomer"
        : row.status === "declined"
          ? "contracts.rules.alreadyDeclined"
          : keyed("contracts.rules.notAnswerable", { status: row.status }),
    );
  const label = agreementLabel(row.number);
  if (answer.decision === "decline") {
    const reason = answer.reason.trim();
    if (!reason) throw new RuleError("reason", "portal.agreement.reasonRequired");
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(serviceAgreement)
        .set({ status: "declined", decidedAt: now, declineReason: reason, updatedAt: now })
        .where(
          scoped(row, serviceAgreement, eq(serviceAgreement.id, row.id), eq(serviceAgreement.status, "sent")),
        )
        .returning();
      if (!updated) throw new RuleError("form", changedMeanwhile);
      if (await isRuleEnabled(tx, row, "agreement-declined"))
        await tx.insert(alert).values({
          companyId: row.companyId,
          kind: "agreement declined",
          severity: "warning",
          title: keyed("team.alertText.agreementDeclined", { agreement: label, name: doc.customer.name }),
          detail: reason,
          customerId: row.customerId,
          agreementId: row.id,
        });
      return updated;
    });
  }
  const name = answer.name.trim();
  if (name.length < 2) throw new RuleError("name", "portal.agreement.nameRequired");
  const acceptance: AgreementAcceptance = {
    name,
    at: now.toISOString(),
    ip: answer.ip,
    userAgent: answer.userAgent ? answer.userAgent.slice(0, 500) : null,
  };
  // The PDF is made before the write, so an accepted agreement always has its signed copy.
  const { files, documents } = system.ports;
  const pdfUrl = await files.storeAgreementPdf(await documents.signedAgreementPdf(doc, acceptance));
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(serviceAgreement)
        .set({ status: "accepted", decidedAt: now, acceptance, signedPdfUrl: pdfUrl, updatedAt: now })
        .where(
          scoped(row, serviceAgreement, eq(serviceAgreement.id, row.id), eq(serviceAgreement.status, "sent")),
        )
        .returning();
      if (!updated) throw new RuleError("form", changedMeanwhile);
      if (await isRuleEnabled(tx, row, "agreement-accepted"))
        await tx.insert(alert).values({
          companyId: row.companyId,
          kind: "agreement accepted",
          severity: "info",
          title: keyed("team.alertText.agreementAccepted", { agreement: label, name }),
          detail: keyed("team.alertText.agreementAcceptedDetail", {
            title: doc.title,
            rate: doc.rateText,
            date: { date: doc.startsOn },
          }),
          customerId: row.customerId,
          agreementId: row.id,
        });
      return updated;
    });
  } catch (error) {
    await files.discardAgreementPdf(pdfUrl);
    throw error;
  }
}

/** The kept PDF of a signed agreement the owner may see, or null. */
export async function ownerSignedPdf(system: SystemContext, target: OwnerTarget) {
  const { db } = system;
  const row = await findForOwner(db, target);
  if (!row?.signedPdfUrl) return null;
  const pdf = await system.ports.files.readAgreementPdf(row.signedPdfUrl);
  return pdf ? { pdf, filename: `agreement-${agreementLabel(row.number)}.pdf` } : null;
}

/**
 * The calendar, for every company (the hourly job): sent agreements whose accept-by date has passed in the company's
 * time zone — or before `today` when given — become expired. Returns how many.
 */
export async function expireOverdueAgreements({ db }: SystemContext, today?: string) {
  const companyToday = today
    ? sql`${today}::date`
    : sql`(select (now() at time zone ${company.timeZone})::date from ${company} where ${company.id} = ${serviceAgreement.companyId})`;
  // tenancy: system — daily job: expires overdue offers of every company
  const expired = await db
    .update(serviceAgreement)
    .set({ status: "expired", updatedAt: new Date() })
    .where(
      and(
        eq(serviceAgreement.status, "sent"),
        isNotNull(serviceAgreement.acceptBy),
        lt(serviceAgreement.acceptBy, companyToday),
      ),
    )
    .returning({ id: serviceAgreement.id });
  return expired.length;
}
