/**
 * The language of the customer a public link was sent to (an invoice, an estimate, an agreement): the page a visitor
 * opens from the company's e-mail speaks it when the visitor is not signed in. Called after the page's own lookup
 * found the document, so the token's visibility rules (no draft, no replaced link) are already applied there.
 */
import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "~/core/i18n/languages";
import { customer, invoice, job, serviceAgreement } from "~/db/schema";
import type { SystemContext } from "../tenant.server";

export type PublicLink = { invoice: string } | { estimate: string } | { agreement: string };

export async function linkCustomerLanguage(
  { db }: SystemContext,
  link: PublicLink,
): Promise<Language | null> {
  const language = customer.preferredLanguage;
  // tenancy: owner — public pay/estimate link: the record by its secret token
  const [row] =
    "invoice" in link
      ? await db
          .select({ language })
          .from(invoice)
          .innerJoin(customer, eq(customer.id, invoice.customerId))
          .where(eq(invoice.payToken, link.invoice))
      : "estimate" in link
        ? await db
            .select({ language })
            .from(job)
            .innerJoin(customer, eq(customer.id, job.customerId))
            .where(eq(job.estimateToken, link.estimate))
        : await db
            .select({ language })
            .from(serviceAgreement)
            .innerJoin(customer, eq(customer.id, serviceAgreement.customerId))
            .where(eq(serviceAgreement.token, link.agreement));
  return isLanguage(row?.language) ? row.language : null;
}
