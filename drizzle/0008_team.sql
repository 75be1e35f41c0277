CREATE TABLE "labor_contract" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"receiver_company_id" text,
	"receiver_member_id" text,
	"job_id" text,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_cents" integer NOT NULL,
	"rate_unit" text NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"accept_by" date,
	"notice_days" integer DEFAULT 14 NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_by" text,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"receiver_technician_id" text,
	"ended_by" text,
	"end_note" text DEFAULT '' NOT NULL,
	"ends_effective_on" date,
	"invoiced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_contract_stop" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"recurring_service_stop_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_cost" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"service_stop_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rate" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"member_id" text NOT NULL,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone,
	"clock_in_latitude" double precision,
	"clock_in_longitude" double precision,
	"clock_out_latitude" double precision,
	"clock_out_longitude" double precision,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_log_break" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"work_log_id" text NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"paid" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_log_edit" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"work_log_id" text NOT NULL,
	"editor_user_id" text,
	"editor_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invite" ADD COLUMN "worker_type" text DEFAULT 'employee' NOT NULL;--> statement-breakpoint
ALTER TABLE "invite" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "labor_contract_id" text;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "contractor_company_id" text;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "contractor_technician_id" text;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_receiver_company_id_company_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_receiver_member_id_company_member_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_offered_by_user_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_receiver_technician_id_company_member_id_fk" FOREIGN KEY ("receiver_technician_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract" ADD CONSTRAINT "labor_contract_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract_stop" ADD CONSTRAINT "labor_contract_stop_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract_stop" ADD CONSTRAINT "labor_contract_stop_contract_id_labor_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."labor_contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contract_stop" ADD CONSTRAINT "labor_contract_stop_recurring_service_stop_id_recurring_service_stop_id_fk" FOREIGN KEY ("recurring_service_stop_id") REFERENCES "public"."recurring_service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_cost" ADD CONSTRAINT "labor_cost_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_cost" ADD CONSTRAINT "labor_cost_contract_id_labor_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."labor_contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_cost" ADD CONSTRAINT "labor_cost_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rate" ADD CONSTRAINT "member_rate_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rate" ADD CONSTRAINT "member_rate_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rate" ADD CONSTRAINT "member_rate_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_break" ADD CONSTRAINT "work_log_break_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_break" ADD CONSTRAINT "work_log_break_work_log_id_work_log_id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_edit" ADD CONSTRAINT "work_log_edit_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_edit" ADD CONSTRAINT "work_log_edit_work_log_id_work_log_id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_edit" ADD CONSTRAINT "work_log_edit_editor_user_id_user_id_fk" FOREIGN KEY ("editor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_contract_number_uq" ON "labor_contract" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "labor_contract_receiver_idx" ON "labor_contract" USING btree ("receiver_company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_contract_stop_uq" ON "labor_contract_stop" USING btree ("contract_id","recurring_service_stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_cost_stop_uq" ON "labor_cost" USING btree ("contract_id","service_stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_rate_uq" ON "member_rate" USING btree ("member_id","kind","effective_on");--> statement-breakpoint
CREATE INDEX "work_log_member_day_idx" ON "work_log" USING btree ("company_id","member_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "work_log_one_open_uq" ON "work_log" USING btree ("member_id") WHERE clock_out_at is null;--> statement-breakpoint
CREATE INDEX "work_log_break_log_idx" ON "work_log_break" USING btree ("work_log_id");--> statement-breakpoint
CREATE INDEX "work_log_edit_log_idx" ON "work_log_edit" USING btree ("work_log_id","at");--> statement-breakpoint
CREATE INDEX "service_stop_contractor_idx" ON "service_stop" USING btree ("contractor_company_id","service_date");--> statement-breakpoint
-- Permissions became area:level with ordered levels (core/permissions). Custom roles keep what they had under the new names;
-- the built-in roles take their new definitions.
UPDATE "role" SET "permissions" = (
  SELECT coalesce(jsonb_agg(CASE t.p
    WHEN 'company:manage' THEN 'settings:write'
    WHEN 'stops:work' THEN 'operations:work'
    WHEN 'routes:manage' THEN 'routing:manage'
    ELSE t.p END), '[]'::jsonb)
  FROM jsonb_array_elements_text("permissions") AS t(p)
) WHERE "built_in" IS NULL;--> statement-breakpoint
UPDATE "role" SET "permissions" = '["customers:manage","operations:manage","routing:manage","team:manage","money:manage","reports:manage","settings:manage","messages:manage"]'::jsonb WHERE "built_in" = 'owner';--> statement-breakpoint
UPDATE "role" SET "permissions" = '["customers:manage","operations:manage","routing:manage","team:write","money:manage","reports:read","messages:manage"]'::jsonb WHERE "built_in" = 'office';--> statement-breakpoint
UPDATE "role" SET "permissions" = '["customers:read","operations:work","routing:read","messages:write"]'::jsonb WHERE "built_in" = 'technician';
