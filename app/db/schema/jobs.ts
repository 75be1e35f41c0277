import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The side effects of background jobs that must happen once (an e-mail, a charge), by idempotency key
 * (`service-report:<stopId>`). A job delivered twice finds its key here and does nothing the second time
 * (app/domain/jobs, docs/decisions/010-job-queue.md).
 */
export const jobDelivery = pgTable("job_delivery", {
  key: text("key").primaryKey(),
  jobName: text("job_name").notNull(),
  doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
});
