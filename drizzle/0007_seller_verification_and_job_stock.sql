CREATE TABLE "verification_request" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"license_number" text NOT NULL,
	"license_state" text DEFAULT '' NOT NULL,
	"insurance_carrier" text DEFAULT '' NOT NULL,
	"insurance_expires_on" date,
	"note" text DEFAULT '' NOT NULL,
	"requested_by_user_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "verification_request" ADD CONSTRAINT "verification_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_request" ADD CONSTRAINT "verification_request_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_request" ADD CONSTRAINT "verification_request_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_request_company_idx" ON "verification_request" USING btree ("company_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_request_one_pending_uq" ON "verification_request" USING btree ("company_id") WHERE status = 'pending';