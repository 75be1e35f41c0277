CREATE TABLE "billing_run" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"started_by" text,
	"invoices_created" integer DEFAULT 0 NOT NULL,
	"lines_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_billing" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"stripe_customer_id" text,
	"payment_method_id" text,
	"payment_method_label" text,
	"autopay" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_subscription" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"stripe_subscription_id" text,
	"started_on" date NOT NULL,
	"paused_until" date,
	"canceled_at" timestamp with time zone,
	"last_event_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number" integer NOT NULL,
	"customer_id" text NOT NULL,
	"agreement_id" text,
	"billing_run_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"period_start" date,
	"period_end" date,
	"issued_on" date,
	"terms" text DEFAULT 'net 15' NOT NULL,
	"due_on" date,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"pay_token" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"overdue_alerted_at" timestamp with time zone,
	"autopay_attempts" integer DEFAULT 0 NOT NULL,
	"next_autopay_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"description" text NOT NULL,
	"service_date" date,
	"quantity" double precision DEFAULT 1 NOT NULL,
	"unit" text,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"source_key" text,
	"released_source_key" text,
	"job_id" text
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"provider_payment_id" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_agreement" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number" integer NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"service_location_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"rate_cents" integer NOT NULL,
	"rate_interval" text DEFAULT 'month' NOT NULL,
	"chemicals" text DEFAULT 'included' NOT NULL,
	"included_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repairs_included_cents" integer DEFAULT 0 NOT NULL,
	"filter_service" boolean DEFAULT false NOT NULL,
	"terms_template_id" text,
	"terms" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"accept_by" date,
	"ends_on" date,
	"token" text,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"acceptance" jsonb,
	"decline_reason" text,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"signed_pdf_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"company_id" text,
	"created_seconds" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "subscription_price" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"product_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"stripe_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_product" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stripe_product_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_template" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "billing_period" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "invoice_terms" text DEFAULT 'net 15' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "chemical_billing_mode" text DEFAULT 'itemised' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "chemical_allowance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "stripe_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "stripe_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_run" ADD CONSTRAINT "billing_run_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_run" ADD CONSTRAINT "billing_run_started_by_company_member_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_created_by_company_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_billing" ADD CONSTRAINT "customer_billing_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_billing" ADD CONSTRAINT "customer_billing_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription" ADD CONSTRAINT "customer_subscription_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription" ADD CONSTRAINT "customer_subscription_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription" ADD CONSTRAINT "customer_subscription_price_id_subscription_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."subscription_price"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_agreement_id_service_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."service_agreement"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_billing_run_id_billing_run_id_fk" FOREIGN KEY ("billing_run_id") REFERENCES "public"."billing_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_recorded_by_company_member_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement" ADD CONSTRAINT "service_agreement_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement" ADD CONSTRAINT "service_agreement_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement" ADD CONSTRAINT "service_agreement_terms_template_id_terms_template_id_fk" FOREIGN KEY ("terms_template_id") REFERENCES "public"."terms_template"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement" ADD CONSTRAINT "service_agreement_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price" ADD CONSTRAINT "subscription_price_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price" ADD CONSTRAINT "subscription_price_product_id_subscription_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."subscription_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_product" ADD CONSTRAINT "subscription_product_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_template" ADD CONSTRAINT "terms_template_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_run_company_idx" ON "billing_run" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_number_uq" ON "credit_note" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "credit_note_invoice_idx" ON "credit_note" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_billing_customer_uq" ON "customer_billing" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_subscription_customer_idx" ON "customer_subscription" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_subscription_stripe_uq" ON "customer_subscription" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_uq" ON "invoice" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "invoice_company_status_idx" ON "invoice" USING btree ("company_id","status","due_on");--> statement-breakpoint
CREATE INDEX "invoice_customer_idx" ON "invoice" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_pay_token_uq" ON "invoice" USING btree ("pay_token");--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_idx" ON "invoice_line" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_source_uq" ON "invoice_line" USING btree ("company_id","source_key") WHERE "invoice_line"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "payment_invoice_idx" ON "payment" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_company_date_idx" ON "payment" USING btree ("company_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_uq" ON "payment" USING btree ("company_id","provider_payment_id") WHERE "payment"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_agreement_number_uq" ON "service_agreement" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "service_agreement_customer_idx" ON "service_agreement" USING btree ("company_id","customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "service_agreement_token_uq" ON "service_agreement" USING btree ("token");--> statement-breakpoint
CREATE INDEX "stripe_event_account_idx" ON "stripe_event" USING btree ("account_id","created_seconds");--> statement-breakpoint
CREATE INDEX "subscription_price_product_idx" ON "subscription_price" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "subscription_product_company_idx" ON "subscription_product" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_template_name_uq" ON "terms_template" USING btree ("company_id","name");