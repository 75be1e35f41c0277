CREATE TABLE "quickbooks_connection" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"realm_id" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"income_account_ref" text,
	"tax_code_ref" text,
	"deposit_account_ref" text,
	"rate_income_refs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms_refs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_sync" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"label" text NOT NULL,
	"quickbooks_id" text,
	"realm_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"error" text,
	"queued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quickbooks_connection" ADD CONSTRAINT "quickbooks_connection_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_sync" ADD CONSTRAINT "quickbooks_sync_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_connection_company_uq" ON "quickbooks_connection" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_sync_record_uq" ON "quickbooks_sync" USING btree ("company_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "quickbooks_sync_company_status_idx" ON "quickbooks_sync" USING btree ("company_id","status","updated_at");