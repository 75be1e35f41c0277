CREATE TABLE "message" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"sender_user_id" text,
	"sender_side" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_kind" text,
	"linked_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_thread" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_member_id" text,
	"created_by_user_id" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"service_reports" text DEFAULT 'on' NOT NULL,
	"invoices" text DEFAULT 'on' NOT NULL,
	"messages" text DEFAULT 'on' NOT NULL,
	"alert_digest" text DEFAULT 'off' NOT NULL,
	"alert_digest_sent_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_pool" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'pool' NOT NULL,
	"volume_gallons" integer,
	"sanitizer" text DEFAULT 'chlorine' NOT NULL,
	"surface" text DEFAULT 'plaster' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_participant" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"thread_id" text NOT NULL,
	"user_id" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_request" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_payment" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"subscription_id" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_subscription" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_on" date NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_category" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "services_offered" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "public_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "alert_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "vehicle_cost_cents_per_mile" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "deactivation_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "repair_request_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "agreement_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "acknowledged_by_user_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "assigned_member_id" text;--> statement-breakpoint
ALTER TABLE "alert" ADD COLUMN "resolved_by_user_id" text;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_thread_id_message_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread" ADD CONSTRAINT "message_thread_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread" ADD CONSTRAINT "message_thread_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread" ADD CONSTRAINT "message_thread_assigned_member_id_company_member_id_fk" FOREIGN KEY ("assigned_member_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread" ADD CONSTRAINT "message_thread_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_pool" ADD CONSTRAINT "owner_pool_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participant" ADD CONSTRAINT "thread_participant_thread_id_message_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participant" ADD CONSTRAINT "thread_participant_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_payment" ADD CONSTRAINT "platform_payment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_payment" ADD CONSTRAINT "platform_payment_subscription_id_platform_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."platform_subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_subscription" ADD CONSTRAINT "platform_subscription_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_thread_idx" ON "message" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "message_thread_company_idx" ON "message_thread" USING btree ("company_id","kind","last_message_at");--> statement-breakpoint
CREATE INDEX "message_thread_customer_idx" ON "message_thread" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "owner_pool_user_idx" ON "owner_pool" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_participant_uq" ON "thread_participant" USING btree ("thread_id","user_id");--> statement-breakpoint
CREATE INDEX "thread_participant_user_idx" ON "thread_participant" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_request_status_idx" ON "payment_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "platform_payment_company_idx" ON "platform_payment" USING btree ("company_id","paid_at");--> statement-breakpoint
CREATE INDEX "platform_subscription_company_idx" ON "platform_subscription" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_category_slug_uq" ON "service_category" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_open_dedupe_uq" ON "alert" USING btree ("company_id","dedupe_key") WHERE resolved_at is null;--> statement-breakpoint
INSERT INTO "service_category" ("slug", "name", "description", "sort_order") VALUES
  ('weekly-service', 'Weekly service', 'Regular cleaning and water chemistry visits.', 1),
  ('repairs', 'Equipment repair', 'Pumps, filters, heaters, salt cells and automation.', 2),
  ('green-to-clean', 'Green to clean', 'Algae clean-ups and pool recovery.', 3),
  ('openings-closings', 'Openings and closings', 'Seasonal start-up and winterizing.', 4),
  ('installations', 'Installations', 'New equipment, lights and automation installed.', 5),
  ('leak-detection', 'Leak detection', 'Finding and fixing leaks in pools and plumbing.', 6),
  ('commercial', 'Commercial pools', 'HOAs, hotels, gyms and public pools.', 7)
ON CONFLICT DO NOTHING;
