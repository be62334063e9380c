CREATE TABLE "job_search" (
	"uid" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"location_area" text,
	"contract_type" text NOT NULL,
	"accommodation" text,
	"skills_mask" smallint NOT NULL,
	"budget_lower_cents" integer,
	"budget_upper_cents" integer,
	"plan_rank" smallint NOT NULL,
	"plan_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_postings_search_idx";--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_uid_job_postings_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."job_postings"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_status_created_idx" ON "job_search" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_text_idx" ON "job_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "job_search" ("uid","status","location_area","contract_type","accommodation","skills_mask","budget_lower_cents","budget_upper_cents","plan_rank","plan_ends_at","created_at","updated_at","search_text") SELECT "uid","status","location_area","contract_type","accommodation","skills_mask","budget_lower_cents","budget_upper_cents","plan_rank","plan_ends_at","created_at","updated_at","search_text" FROM "job_postings";--> statement-breakpoint
ALTER TABLE "job_postings" DROP COLUMN "skills_mask";--> statement-breakpoint
ALTER TABLE "job_postings" DROP COLUMN "search_text";