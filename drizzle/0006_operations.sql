CREATE TABLE "job" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number" integer NOT NULL,
	"customer_id" text NOT NULL,
	"service_location_id" text,
	"body_of_water_id" text,
	"equipment_id" text,
	"repair_request_id" text,
	"type" text DEFAULT 'repair' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"operation_status" text DEFAULT 'estimate pending' NOT NULL,
	"billing_status" text DEFAULT 'draft' NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"assigned_technician_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_on" date,
	"estimate_token" text,
	"estimate_sent_at" timestamp with time zone,
	"estimate_decision" text,
	"estimate_decided_by" text,
	"estimate_decided_at" timestamp with time zone,
	"estimate_note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_history" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"job_id" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_line" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"job_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text,
	"description" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_task" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"job_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"service_stop_id" text
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"vendor_id" text,
	"purchased_on" date NOT NULL,
	"receipt_number" text,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"file" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"purchased_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_line" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"purchase_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" text,
	"description" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"billable" boolean DEFAULT false NOT NULL,
	"customer_id" text,
	"job_id" text,
	"returned" boolean DEFAULT false NOT NULL,
	"invoiced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "repair_request" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_location_id" text,
	"body_of_water_id" text,
	"equipment_id" text,
	"service_stop_id" text,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"requested_by" text,
	"requested_by_kind" text DEFAULT 'technician' NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"email" text,
	"address_line" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"account_number" text,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "preferred_vendor_id" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "stock_quantity" double precision;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "low_stock_threshold" double precision;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_service_location_id_service_location_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_location"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_body_of_water_id_body_of_water_id_fk" FOREIGN KEY ("body_of_water_id") REFERENCES "public"."body_of_water"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line" ADD CONSTRAINT "job_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line" ADD CONSTRAINT "job_line_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line" ADD CONSTRAINT "job_line_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_task" ADD CONSTRAINT "job_task_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_task" ADD CONSTRAINT "job_task_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_task" ADD CONSTRAINT "job_task_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_purchased_by_company_member_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_service_location_id_service_location_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_location"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_body_of_water_id_body_of_water_id_fk" FOREIGN KEY ("body_of_water_id") REFERENCES "public"."body_of_water"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_request" ADD CONSTRAINT "repair_request_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_number_uq" ON "job" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "job_company_status_idx" ON "job" USING btree ("company_id","operation_status");--> statement-breakpoint
CREATE INDEX "job_customer_idx" ON "job" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_estimate_token_uq" ON "job" USING btree ("estimate_token");--> statement-breakpoint
CREATE INDEX "job_history_job_idx" ON "job_history" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "job_line_job_idx" ON "job_line" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "job_task_job_idx" ON "job_task" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "purchase_company_idx" ON "purchase" USING btree ("company_id","purchased_on");--> statement-breakpoint
CREATE INDEX "purchase_line_purchase_idx" ON "purchase_line" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchase_line_billable_idx" ON "purchase_line" USING btree ("company_id","billable","invoiced_at");--> statement-breakpoint
CREATE INDEX "repair_request_company_idx" ON "repair_request" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vendor_company_idx" ON "vendor" USING btree ("company_id","name");