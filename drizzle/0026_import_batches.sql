CREATE TABLE "import_batch" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_ref" text,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_by_user_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_preset" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "body_of_water" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "service_location" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "service_stop" ADD COLUMN "import_batch_id" text;--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_preset" ADD CONSTRAINT "import_preset_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batch_company_idx" ON "import_batch" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_preset_name_uq" ON "import_preset" USING btree ("company_id","kind","name");--> statement-breakpoint
ALTER TABLE "body_of_water" ADD CONSTRAINT "body_of_water_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location" ADD CONSTRAINT "service_location_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_stop_import_batch_idx" ON "service_stop" USING btree ("company_id","import_batch_id") WHERE import_batch_id is not null;--> statement-breakpoint
-- Same-company keys (docs/decisions/016-composite-tenant-keys.md): a record points only at its own company's batch.
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_company_id_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location" ADD CONSTRAINT "service_location_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_of_water" ADD CONSTRAINT "body_of_water_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_service_stop" ADD CONSTRAINT "recurring_service_stop_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stop" ADD CONSTRAINT "service_stop_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_import_batch_id_same_company_fk" FOREIGN KEY ("company_id","import_batch_id") REFERENCES "public"."import_batch"("company_id","id") ON DELETE SET NULL ("import_batch_id") ON UPDATE no action;
