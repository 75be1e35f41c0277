CREATE TABLE "job_delivery" (
	"key" text PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
