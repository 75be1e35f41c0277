ALTER TABLE "task_group" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "task_group_one_default_idx" ON "task_group" USING btree ("company_id") WHERE "task_group"."is_default";--> statement-breakpoint
-- Existing companies: the demo's weekly checklist becomes their default (one per company, not archived).
UPDATE "task_group" SET "is_default" = true WHERE "name" = 'Weekly full service' AND "archived_at" IS NULL AND "id" IN (SELECT DISTINCT ON ("company_id") "id" FROM "task_group" WHERE "name" = 'Weekly full service' AND "archived_at" IS NULL ORDER BY "company_id", "created_at");
