ALTER TABLE "customer" ADD COLUMN "preferred_language" text;--> statement-breakpoint
-- A profile's language is one the product speaks with a region (core/i18n/languages.ts); French was offered before
-- the catalogs existed and followed by nothing: such accounts follow their browser again.
UPDATE "user" SET "locale" = NULL WHERE "locale" NOT IN ('en-US', 'en-GB', 'es-US', 'es-MX', 'es-ES');
