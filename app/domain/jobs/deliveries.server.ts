/**
 * Once-only side effects by idempotency key. The queue delivers a job at least once (a worker that dies mid-job
 * has it delivered again after it expires), so a job with a key records it here when its work is done, and a
 * redelivery that finds the key skips the work.
 */
import { eq } from "drizzle-orm";
import { jobDelivery } from "~/db/schema";
import type { SystemContext } from "../tenant.server";

export async function deliveryDone({ db }: SystemContext, key: string) {
  const [row] = await db.select({ key: jobDelivery.key }).from(jobDelivery).where(eq(jobDelivery.key, key));
  return Boolean(row);
}

export async function markDelivered({ db }: SystemContext, key: string, jobName: string) {
  await db.insert(jobDelivery).values({ key, jobName }).onConflictDoNothing();
}
