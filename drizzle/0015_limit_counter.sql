CREATE TABLE "limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_counter_window_idx" ON "limit_counter" USING btree ("window_started_at");