CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customer_search_trgm_idx" ON "customer" USING gin ("search_text" gin_trgm_ops);