import { and, asc, eq, gt } from "drizzle-orm";
import { type FlagStatus, formatRange, markReadings } from "~/core/chemistry/ranges";
import { readingNameKeys } from "~/core/i18n/water-words";
import { type CustomerWords, customerWords } from "~/core/mail/customer-words";
import { company, customer, serviceStop } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";
import { stopReadingUnit } from "./readings";
import { getServiceStop } from "./stop-detail.server";

export interface ReportReading {
  label: string;
  value: string;
  /**
   * "ok", "low" or "high" against the body of water's target (free chlorine by this visit's CYA, as the stop screen
   * judged it), "retest" for a value pool water cannot have; null when the reading has no target.
   */
  mark: FlagStatus | null;
  target: string | null;
}

/**
 * Numbers as the report writes them: English as it always has (8.1, 16, "2,700–3,400 ppm"), another language in its
 * locale's style (es-ES: 8,1).
 */
function numbersIn(words: CustomerWords) {
  const english = words.language === "en";
  const plain = (n: number) =>
    english ? String(n) : words.f.number(n, { maximumFractionDigits: 4, grouping: false });
  const amount = (n: number) => (english ? formatAmount(n) : words.f.number(n, { grouping: false }));
  const range = (r: { min: number; max: number }, unit: string) =>
    english
      ? formatRange(r, unit)
      : `${words.f.number(Math.round(r.min * 100) / 100)}–${words.f.number(Math.round(r.max * 100) / 100)}${unit ? ` ${unit}` : ""}`;
  return { plain, amount, range };
}

/**
 * Everything the service report shows, in words and numbers ready to print (e-mail and PDF share it), in the
 * customer's preferred language (`words`).
 */
export async function serviceReportData(ctx: TenantContext, stopId: string) {
  const stop = await getServiceStop(ctx, stopId);
  const [companyRow] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
  const [language] = await ctx.db
    .select({ preferredLanguage: customer.preferredLanguage })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, stop.customer.id)));
  const words = customerWords(language?.preferredLanguage, companyRow.country);
  const n = numbersIn(words);
  const [next] = await ctx.db
    .select({ serviceDate: serviceStop.serviceDate })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        and(
          eq(serviceStop.serviceLocationId, stop.serviceLocationId),
          gt(serviceStop.serviceDate, stop.serviceDate),
          eq(serviceStop.status, "scheduled"),
        ),
      ),
    )
    .orderBy(asc(serviceStop.serviceDate))
    .limit(1);

  const bodies = stop.bodies
    .map((body) => {
      const readings: ReportReading[] = markReadings({
        readings: body.readings,
        sanitizer: body.sanitizer,
        surface: body.surface,
        targets: body.targets,
        units: ctx.units,
      }).map(({ reading, value, status, range }) => {
        const unit = stopReadingUnit(reading, ctx.units);
        return {
          label: words.t(readingNameKeys[reading]),
          value: `${n.plain(value)}${unit ? ` ${unit}` : ""}`,
          mark: status,
          target: range ? n.range(range, unit) : null,
        };
      });
      const doses = body.doses.map((d) => `${d.name}: ${n.amount(d.amount)} ${d.unit}`);
      return { name: body.name, readings, doses };
    })
    .filter((b) => b.readings.length > 0 || b.doses.length > 0);

  return {
    /** The customer's language: the translator, formatter and long date the e-mail and PDF write with. */
    words,
    stopId: stop.id,
    label: stop.label,
    status: stop.status,
    date: stop.serviceDate,
    technician: stop.technicianName,
    customer: stop.customer,
    address: stop.location.address,
    company: {
      name: companyRow.name,
      email: companyRow.email,
      phone: companyRow.phone,
      logoUrl: companyRow.logoUrl,
    },
    bodies,
    checklist: stop.tasks.map((t) => ({
      name: t.name,
      done: t.done,
      detail: t.kind === "number" && t.numberValue !== null ? String(t.numberValue) : (t.note ?? null),
    })),
    customerNotes: stop.customerNotes,
    photos: stop.visitPhotos,
    skipReason: stop.skipReason,
    skipNote: stop.skipNote,
    nextVisit: next?.serviceDate ?? null,
  };
}
export type ServiceReportData = Awaited<ReturnType<typeof serviceReportData>>;

function formatAmount(n: number) {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
}
