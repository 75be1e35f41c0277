/**
 * One agreement as its reader sees it — the office's detail page, the pool owner's link and portal, the e-mail and
 * the signed PDF all render this, so they always say the same thing. Built from a row already found (and checked)
 * by its caller: the tenant scope, the token or the owner's link.
 */

import { eq, inArray } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { customerWords } from "~/core/mail/customer-words";
import { greetingName } from "~/core/mail/greeting";
import {
  type AgreementStatus,
  agreementLabel,
  effectiveAgreementStatus,
  formatAgreementRate,
} from "~/core/money/agreement-status";
import { customer, item, type serviceAgreement, serviceLocation } from "~/db/schema";
import { companyLetterhead } from "../companies/letterhead.server";
import { formatAddress } from "../locations/schemas";
import { type SystemContext, scoped } from "../tenant.server";
import { chemicalLabels } from "./agreement-schemas";

export type AgreementRow = typeof serviceAgreement.$inferSelect;

export async function loadAgreementDocument(
  { db }: Pick<SystemContext, "db">,
  row: AgreementRow,
  now = new Date(),
) {
  const ctx = { companyId: row.companyId };
  const [companyRow, [cust], locations, items] = await Promise.all([
    companyLetterhead(db, row),
    db
      .select({
        id: customer.id,
        name: customer.displayName,
        firstName: customer.firstName,
        companyName: customer.companyName,
        displayAsCompany: customer.displayAsCompany,
        email: customer.email,
        linkedUserId: customer.linkedUserId,
        preferredLanguage: customer.preferredLanguage,
      })
      .from(customer)
      .where(scoped(ctx, customer, eq(customer.id, row.customerId))),
    db
      .select({
        id: serviceLocation.id,
        nickname: serviceLocation.nickname,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
        region: serviceLocation.region,
        postalCode: serviceLocation.postalCode,
      })
      .from(serviceLocation)
      .where(
        scoped(
          ctx,
          serviceLocation,
          eq(serviceLocation.customerId, row.customerId),
          row.serviceLocationIds.length ? inArray(serviceLocation.id, row.serviceLocationIds) : undefined,
        ),
      )
      .orderBy(serviceLocation.addressLine),
    row.includedItemIds.length
      ? db
          .select({ id: item.id, name: item.name })
          .from(item)
          .where(scoped(ctx, item, inArray(item.id, row.includedItemIds)))
          .orderBy(item.name)
      : Promise.resolve([]),
  ]);
  const currency = companyRow?.currency ?? "USD";
  const today = todayIn(companyRow?.timeZone ?? "UTC", now);
  const status: AgreementStatus = effectiveAgreementStatus(row, today);
  const words = customerWords(cust?.preferredLanguage, companyRow?.country);
  return {
    id: row.id,
    label: agreementLabel(row.number),
    number: row.number,
    title: row.title,
    status,
    storedStatus: row.status,
    today,
    company: {
      name: companyRow?.name ?? "",
      email: companyRow?.email ?? null,
      phone: companyRow?.phone ?? null,
      currency,
      timeZone: companyRow?.timeZone ?? "UTC",
      country: companyRow?.country ?? "US",
    },
    customer: {
      id: cust?.id ?? row.customerId,
      name: cust?.name ?? "",
      /** The name an e-mail greets: the first name, or the company for a company customer. */
      greeting: cust ? greetingName(cust) : "",
      email: cust?.email ?? null,
      linkedUserId: cust?.linkedUserId ?? null,
      /** What the company writes to them in (null: English). */
      language: cust?.preferredLanguage ?? null,
    },
    allLocations: row.serviceLocationIds.length === 0,
    locations: locations.map((l) => ({
      id: l.id,
      label: l.nickname ? `${l.nickname} — ${formatAddress(l)}` : formatAddress(l),
    })),
    frequency: row.frequency,
    rateCents: row.rateCents,
    rateInterval: row.rateInterval,
    rateText: formatAgreementRate(row.rateCents, row.rateInterval, currency),
    chemicals: row.chemicals,
    chemicalsText: chemicalLabels[row.chemicals],
    includedItemIds: row.includedItemIds,
    includedItems: items.map((i) => i.name),
    repairsIncludedCents: row.repairsIncludedCents,
    /** What repairs are included, in the customer's language (the same words as the signed PDF). */
    repairsText:
      row.repairsIncludedCents > 0
        ? words.t("mail.agreementPdf.repairsIncluded", {
            amount: words.f.money(row.repairsIncludedCents, { currency }),
          })
        : words.t("mail.agreementPdf.repairsNotIncluded"),
    filterService: row.filterService,
    termsTemplateId: row.termsTemplateId,
    terms: row.terms,
    startsOn: row.startsOn,
    acceptBy: row.acceptBy,
    endsOn: row.endsOn,
    sentAt: row.sentAt,
    decidedAt: row.decidedAt,
    acceptance: row.acceptance,
    declineReason: row.declineReason,
    endedAt: row.endedAt,
    endReason: row.endReason,
    hasSignedPdf: Boolean(row.signedPdfUrl),
    createdAt: row.createdAt,
  };
}

export type AgreementDocument = Awaited<ReturnType<typeof loadAgreementDocument>>;
