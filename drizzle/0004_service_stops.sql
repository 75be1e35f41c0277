CREATE TABLE "alert" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text DEFAULT 'warning' NOT NULL,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"customer_id" text,
	"service_stop_id" text,
	"body_of_water_id" text,
	"equipment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"category" text DEFAULT 'misc' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"cost_cents" integer,
	"price_cents" integer,
	"billable" boolean DEFAULT true NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"chemical" text,
	"strength_percent" double precision,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_stop" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number" integer NOT NULL,
	"recurring_service_stop_id" text,
	"job_id" text,
	"customer_id" text NOT NULL,
	"service_location_id" text NOT NULL,
	"technician_id" text,
	"service_date" date NOT NULL,
	"route_position" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"skip_reason" text,
	"skip_note" text,
	"description" text DEFAULT '' NOT NULL,
	"task_group_id" text,
	"estimated_minutes" integer,
	"arrived_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_minutes" integer,
	"internal_notes" text DEFAULT '' NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billed" boolean DEFAULT false NOT NULL,
	"completion_key" text,
	"report_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_dose" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"service_stop_id" text NOT NULL,
	"body_of_water_id" text NOT NULL,
	"item_id" text,
	"name" text NOT NULL,
	"amount" double precision NOT NULL,
	"unit" text NOT NULL,
	"recommended_amount" double precision,
	"recommended_unit" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_reading" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"service_stop_id" text NOT NULL,
	"body_of_water_id" text NOT NULL,
	"reading" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_task" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"service_stop_id" text NOT NULL,
	"task_id" text,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"number_value" double precision,
	"note" text,
	"photo" jsonb,
	"billable_rate_cents" integer
);
--> statement-breakpoint
CREATE TABLE "task_group" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_group_task" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"task_group_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'checkbox' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"estimated_minutes" integer DEFAULT 0 NOT NULL,
	"billable_rate_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "reading_set" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "send_service_reports" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_body_of_water_id_body_of_water_id_fk" FOREIGN KEY ("body_of_water_id") REFERENCES "public"."body_of_water"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_service_location_id_service_location_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_technician_id_company_member_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_task_group_id_task_group_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_dose" ADD CONSTRAINT "stop_dose_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_dose" ADD CONSTRAINT "stop_dose_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_dose" ADD CONSTRAINT "stop_dose_body_of_water_id_body_of_water_id_fk" FOREIGN KEY ("body_of_water_id") REFERENCES "public"."body_of_water"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_dose" ADD CONSTRAINT "stop_dose_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_reading" ADD CONSTRAINT "stop_reading_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_reading" ADD CONSTRAINT "stop_reading_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_reading" ADD CONSTRAINT "stop_reading_body_of_water_id_body_of_water_id_fk" FOREIGN KEY ("body_of_water_id") REFERENCES "public"."body_of_water"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_task" ADD CONSTRAINT "stop_task_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_task" ADD CONSTRAINT "stop_task_service_stop_id_service_stop_id_fk" FOREIGN KEY ("service_stop_id") REFERENCES "public"."service_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_task" ADD CONSTRAINT "stop_task_task_id_task_group_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task_group_task"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group" ADD CONSTRAINT "task_group_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_task" ADD CONSTRAINT "task_group_task_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_task" ADD CONSTRAINT "task_group_task_task_group_id_task_group_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_company_open_idx" ON "alert" USING btree ("company_id","resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "alert_stop_idx" ON "alert" USING btree ("service_stop_id");--> statement-breakpoint
CREATE INDEX "item_company_idx" ON "item" USING btree ("company_id","category","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_stop_number_uq" ON "service_stop" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "service_stop_day_idx" ON "service_stop" USING btree ("company_id","service_date","technician_id");--> statement-breakpoint
CREATE INDEX "service_stop_customer_idx" ON "service_stop" USING btree ("company_id","customer_id","service_date");--> statement-breakpoint
CREATE INDEX "service_stop_location_idx" ON "service_stop" USING btree ("service_location_id","service_date");--> statement-breakpoint
CREATE INDEX "stop_dose_stop_idx" ON "stop_dose" USING btree ("service_stop_id");--> statement-breakpoint
CREATE INDEX "stop_dose_company_item_idx" ON "stop_dose" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stop_reading_uq" ON "stop_reading" USING btree ("service_stop_id","body_of_water_id","reading");--> statement-breakpoint
CREATE INDEX "stop_reading_body_idx" ON "stop_reading" USING btree ("body_of_water_id","reading");--> statement-breakpoint
CREATE INDEX "stop_task_stop_idx" ON "stop_task" USING btree ("service_stop_id","position");--> statement-breakpoint
CREATE INDEX "task_group_company_idx" ON "task_group" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "task_group_task_group_idx" ON "task_group_task" USING btree ("task_group_id","position");