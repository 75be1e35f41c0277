CREATE TABLE "body_of_water" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_location_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'pool' NOT NULL,
	"volume" integer NOT NULL,
	"volume_source" text DEFAULT 'entered' NOT NULL,
	"shape" text,
	"dimensions" jsonb,
	"surface" text DEFAULT 'plaster' NOT NULL,
	"sanitizer" text DEFAULT 'chlorine' NOT NULL,
	"indoor" boolean DEFAULT false NOT NULL,
	"last_filled_on" date,
	"target_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text,
	"display_as_company" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"email" text,
	"phone" text,
	"mobile_phone" text,
	"billing_address_line" text,
	"billing_city" text,
	"billing_region" text,
	"billing_postal_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"billing_notes" text,
	"billing_terms" text DEFAULT 'due on receipt' NOT NULL,
	"rate_type" text DEFAULT 'per month' NOT NULL,
	"linked_user_id" text,
	"import_key" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_contact" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"body_of_water_id" text NOT NULL,
	"category" text NOT NULL,
	"make" text,
	"model" text,
	"serial_number" text,
	"installed_on" date,
	"uninstalled_on" date,
	"warranty_until" date,
	"status" text DEFAULT 'operational' NOT NULL,
	"clean_pressure_psi" double precision,
	"current_pressure_psi" double precision,
	"service_every" integer,
	"service_unit" text,
	"last_service_on" date,
	"next_service_on" date,
	"notes" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_part" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"equipment_id" text NOT NULL,
	"replaced_on" date NOT NULL,
	"part" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_location" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"nickname" text,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"geocoded_by" text,
	"gate_code" text,
	"access_notes" text,
	"dog_name" text,
	"main_contact_id" text,
	"estimated_minutes" integer DEFAULT 30 NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_link" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "invite" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "body_of_water" ADD CONSTRAINT "body_of_water_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_of_water" ADD CONSTRAINT "body_of_water_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_of_water" ADD CONSTRAINT "body_of_water_service_location_id_service_location_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_linked_user_id_user_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contact" ADD CONSTRAINT "customer_contact_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contact" ADD CONSTRAINT "customer_contact_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_body_of_water_id_body_of_water_id_fk" FOREIGN KEY ("body_of_water_id") REFERENCES "public"."body_of_water"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_part" ADD CONSTRAINT "equipment_part_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_part" ADD CONSTRAINT "equipment_part_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location" ADD CONSTRAINT "service_location_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location" ADD CONSTRAINT "service_location_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location" ADD CONSTRAINT "service_location_main_contact_id_customer_contact_id_fk" FOREIGN KEY ("main_contact_id") REFERENCES "public"."customer_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bow_company_location_idx" ON "body_of_water" USING btree ("company_id","service_location_id");--> statement-breakpoint
CREATE INDEX "bow_company_customer_idx" ON "body_of_water" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_company_name_idx" ON "customer" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "customer_company_status_idx" ON "customer" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "customer_tags_idx" ON "customer" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_import_key_uq" ON "customer" USING btree ("company_id","import_key");--> statement-breakpoint
CREATE INDEX "customer_contact_customer_idx" ON "customer_contact" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "equipment_company_bow_idx" ON "equipment" USING btree ("company_id","body_of_water_id");--> statement-breakpoint
CREATE INDEX "equipment_company_next_service_idx" ON "equipment" USING btree ("company_id","next_service_on");--> statement-breakpoint
CREATE INDEX "equipment_company_customer_idx" ON "equipment" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "equipment_part_equipment_idx" ON "equipment_part" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "location_company_customer_idx" ON "service_location" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "location_company_address_idx" ON "service_location" USING btree ("company_id","address_line");