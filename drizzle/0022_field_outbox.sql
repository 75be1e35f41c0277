CREATE TABLE "stop_event" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"service_stop_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"member_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"key" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repair_request" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stop_event" ADD CONSTRAINT "stop_event_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_event" ADD CONSTRAINT "stop_event_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_event" ADD CONSTRAINT "stop_event_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stop_event_stop_idx" ON "stop_event" USING btree ("service_stop_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "stop_event_key_uq" ON "stop_event" USING btree ("service_stop_id","kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_request_key_uq" ON "repair_request" USING btree ("company_id","idempotency_key");