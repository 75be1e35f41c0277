CREATE TABLE "recurring_route" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"technician_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"stop_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_service_stop" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_location_id" text NOT NULL,
	"technician_id" text,
	"frequency" text NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"month_week" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"time_window_start" text,
	"time_window_end" text,
	"estimated_minutes" integer,
	"task_group_id" text,
	"price_cents" integer,
	"included_in_contract" boolean DEFAULT false NOT NULL,
	"skip_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_skill" text,
	"lock_day" boolean DEFAULT false NOT NULL,
	"lock_technician" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "shop_latitude" double precision;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "shop_longitude" double precision;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "schedule_horizon_weeks" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "holiday_policy" text DEFAULT 'skip' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "road_factor" double precision DEFAULT 1.3 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "average_speed_kmh" double precision DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "route_color" text;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "start_from" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "home_address" text;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "home_latitude" double precision;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "home_longitude" double precision;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "work_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "daily_minutes" integer DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_member" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_route" ADD CONSTRAINT "recurring_route_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_route" ADD CONSTRAINT "recurring_route_technician_id_company_member_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_service_location_id_service_location_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_technician_id_company_member_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_task_group_id_task_group_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_route_uq" ON "recurring_route" USING btree ("company_id","technician_id","weekday");--> statement-breakpoint
CREATE INDEX "recurring_stop_company_idx" ON "recurring_service_stop" USING btree ("company_id","technician_id");--> statement-breakpoint
CREATE INDEX "recurring_stop_location_idx" ON "recurring_service_stop" USING btree ("company_id","service_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_stop_occurrence_uq" ON "service_stop" USING btree ("company_id","recurring_service_stop_id","occurrence_date");