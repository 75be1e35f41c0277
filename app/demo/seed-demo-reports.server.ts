import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { customer, item, stopDose } from "~/db/schema";

/**
 * What the reports need of the demo: the past visits' chlorine doses name the catalog item they came from (so they
 * are costed at the item's cost), and customers have a history — most joined over the last year and a half, a few
 * this month — so churn has customers at the start and some gained. Counts stay as they are.
 */
export async function seedDemoReports(db: Db, companyId: string, today: string) {
  await db
    .update(stopDose)
    .set({
      itemId: sql`(select ${item.id} from ${item} where ${item.companyId} = ${companyId} and ${item.name} = ${stopDose.name} limit 1)`,
    })
    .where(and(eq(stopDose.companyId, companyId), isNull(stopDose.itemId)));

  const customers = await db
    .select({ id: customer.id, status: customer.status })
    .from(customer)
    .where(eq(customer.companyId, companyId))
    .orderBy(asc(customer.displayName));
  const [y, m] = today.split("-").map(Number);
  const firstOfMonth = Date.UTC(y, m - 1, 1, 17);
  const day = 86_400_000;
  for (const [i, c] of customers.entries()) {
    // Every 13th customer joined this month (on its 1st); the others 40 to ~540 days before today.
    const at =
      i % 13 === 5
        ? new Date(firstOfMonth)
        : new Date(Date.parse(`${today}T17:00:00Z`) - (40 + ((i * 37) % 500)) * day);
    // An inactive customer stopped service ten days ago (its last change: churn counts it lost then).
    const updatedAt = c.status === "inactive" ? new Date(Date.parse(`${today}T17:00:00Z`) - 10 * day) : at;
    await db.update(customer).set({ createdAt: at, updatedAt }).where(eq(customer.id, c.id));
  }
}
