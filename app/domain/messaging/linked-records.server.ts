/**
 * Records a message may point at: a service stop, a job or an invoice of the thread's company — and, in a customer
 * thread, of that customer. Checked when linked; shown to each reader as a link only where they may open it.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { invoiceLinkLabel, jobLinkLabel, linkGroupNames, stopLinkLabel } from "~/core/messaging/link-labels";
import { hasPermission } from "~/core/permissions/permissions";
import { invoice, job, type LinkedRecordKind, serviceStop } from "~/db/schema";
import { RuleError } from "../errors";
import { type SystemContext, scoped, type TenantContext } from "../tenant.server";

export const linkedKinds: LinkedRecordKind[] = ["stop", "job", "invoice"];
const kindLabels: Record<LinkedRecordKind, string> = { stop: "Visit", job: "Job", invoice: "Invoice" };

/** "stop:<id>" → { kind, id }; anything else → null. */
export function parseLink(value: string | null | undefined): { kind: LinkedRecordKind; id: string } | null {
  const m = /^(stop|job|invoice):([\w-]{1,80})$/.exec(value ?? "");
  return m ? { kind: m[1] as LinkedRecordKind, id: m[2] } : null;
}

const stopLabel = stopLinkLabel;
const jobLabel = jobLinkLabel;
const invoiceLabelOf = invoiceLinkLabel;

/**
 * Checks the record belongs to the member's company (and, in a customer thread, to `customerId`); refuses as a field
 * error otherwise.
 */
export async function checkLink(
  ctx: Pick<TenantContext, "db" | "companyId">,
  customerId: string | null,
  value: string | null,
) {
  if (!value) return null;
  const link = parseLink(value);
  const refused = new RuleError(
    "link",
    customerId ? "builder.rules.linkNotCustomers" : "builder.rules.linkNotCompanys",
  );
  if (!link) throw refused;
  const table = { stop: serviceStop, job, invoice }[link.kind];
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(
      scoped(ctx, table, eq(table.id, link.id), customerId ? eq(table.customerId, customerId) : undefined),
    );
  if (!row) throw refused;
  return link;
}

/** The picker's choices: the customer's (or the company's) latest visits, jobs and invoices, as the member may see. */
export async function linkOptions(
  ctx: Pick<TenantContext, "db" | "companyId" | "permissions">,
  customerId: string | null,
) {
  const { db, permissions } = ctx;
  const ofTarget = <T extends typeof serviceStop | typeof job | typeof invoice>(t: T) =>
    and(eq(t.companyId, ctx.companyId), customerId ? eq(t.customerId, customerId) : undefined);
  const groups: { group: string; items: { value: string; label: string }[] }[] = [];
  if (hasPermission(permissions, "operations:read")) {
    // tenancy: owner — ofTarget() filters companyId = the member's company (ctx.companyId)
    const [stops, jobs] = await Promise.all([
      db
        .select({ id: serviceStop.id, number: serviceStop.number, date: serviceStop.serviceDate })
        .from(serviceStop)
        .where(ofTarget(serviceStop))
        .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.number))
        .limit(20),
      db
        .select({ id: job.id, number: job.number, title: job.title })
        .from(job)
        .where(ofTarget(job))
        .orderBy(desc(job.number))
        .limit(20),
    ]);
    groups.push({
      group: linkGroupNames.stop,
      items: stops.map((s) => ({ value: `stop:${s.id}`, label: stopLabel(s.number, s.date) })),
    });
    groups.push({
      group: linkGroupNames.job,
      items: jobs.map((j) => ({ value: `job:${j.id}`, label: jobLabel(j.number, j.title) })),
    });
  }
  if (hasPermission(permissions, "money:read")) {
    // tenancy: owner — ofTarget() filters invoice.companyId = the member's company (ctx.companyId)
    const invoices = await db
      .select({ id: invoice.id, number: invoice.number })
      .from(invoice)
      .where(ofTarget(invoice))
      .orderBy(desc(invoice.number))
      .limit(20);
    groups.push({
      group: linkGroupNames.invoice,
      items: invoices.map((i) => ({ value: `invoice:${i.id}`, label: invoiceLabelOf(i.number) })),
    });
  }
  return groups.filter((g) => g.items.length > 0);
}

export interface ShownLink {
  label: string;
  /** Where the reader opens it; null = shown as text (the reader may not open that record). */
  href: string | null;
}

/** Who reads: a member (by their permissions) or the pool owner (only what the portal shows). */
export type LinkReader = { side: "company"; permissions: readonly string[] } | { side: "client" };

/** Labels and links of the records the messages point at (in the thread's company), by "kind:id". */
export async function resolveLinks(
  { db }: Pick<SystemContext, "db">,
  { companyId }: { companyId: string },
  messages: { linkedKind: LinkedRecordKind | null; linkedId: string | null }[],
  reader: LinkReader,
): Promise<Map<string, ShownLink>> {
  const ids = (kind: LinkedRecordKind) => [
    ...new Set(messages.filter((m) => m.linkedKind === kind && m.linkedId).map((m) => m.linkedId!)),
  ];
  const [stopIds, jobIds, invoiceIds] = linkedKinds.map(ids);
  // tenancy: owner — each query filters companyId = the thread's company
  const [stops, jobs, invoices] = await Promise.all([
    stopIds.length
      ? db
          .select({ id: serviceStop.id, number: serviceStop.number, date: serviceStop.serviceDate })
          .from(serviceStop)
          .where(and(eq(serviceStop.companyId, companyId), inArray(serviceStop.id, stopIds)))
      : [],
    jobIds.length
      ? db
          .select({ id: job.id, number: job.number, title: job.title })
          .from(job)
          .where(and(eq(job.companyId, companyId), inArray(job.id, jobIds)))
      : [],
    invoiceIds.length
      ? db
          .select({
            id: invoice.id,
            number: invoice.number,
            sentAt: invoice.sentAt,
            status: invoice.status,
          })
          .from(invoice)
          .where(and(eq(invoice.companyId, companyId), inArray(invoice.id, invoiceIds)))
      : [],
  ]);
  const company = reader.side === "company" ? reader.permissions : null;
  const may = (p: "operations:read" | "money:read") => company !== null && hasPermission(company, p);
  const shown = new Map<string, ShownLink>();
  for (const s of stops)
    shown.set(`stop:${s.id}`, {
      label: stopLabel(s.number, s.date),
      href: may("operations:read") ? `/company/serviceStops/detail/${s.id}` : null,
    });
  for (const j of jobs)
    shown.set(`job:${j.id}`, {
      label: jobLabel(j.number, j.title),
      href: may("operations:read") ? `/company/jobs/detail/${j.id}` : null,
    });
  for (const i of invoices)
    shown.set(`invoice:${i.id}`, {
      label: invoiceLabelOf(i.number),
      href:
        reader.side === "client"
          ? // The portal's invoice page (with its pay button); drafts and unsent invoices are not shown there.
            i.status !== "draft" && i.sentAt
            ? `/invoices/${i.id}`
            : null
          : may("money:read")
            ? `/company/invoices/${i.id}`
            : null,
    });
  return shown;
}

export const linkedKindLabel = (kind: LinkedRecordKind) => kindLabels[kind];
