-- Issue 28: counting and paging helper search read indexes and narrow rows, not the wide search
-- rows (docs/decisions/0030-search-from-indexes.md). Drizzle's schema cannot declare INCLUDE
-- columns or statistics objects: they are written here only.
CREATE TABLE "helper_search_names" (
	"uid" text PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helper_search_names" ADD CONSTRAINT "helper_search_names_uid_helper_search_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."helper_search"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "helper_search_names" ("uid", "search_name") SELECT "uid", "search_name" FROM "helper_search";--> statement-breakpoint
CREATE INDEX "helper_search_names_name_idx" ON "helper_search_names" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "helper_search_page_idx" ON "helper_search" USING btree ("updated_at" DESC NULLS LAST,"uid") INCLUDE ("nationality","religion","contract_status","gender","accommodation","profile_type","horoscope","skills_mask","languages_mask","day_off_mask","experience_years","expected_salary_cents","availability_date","last_date_in_hongkong","employed_in_hongkong","verified","search_name");--> statement-breakpoint
DROP INDEX "helper_search_nationality_idx";--> statement-breakpoint
DROP INDEX "helper_search_religion_idx";--> statement-breakpoint
DROP INDEX "helper_search_gender_idx";--> statement-breakpoint
DROP INDEX "helper_search_accommodation_idx";--> statement-breakpoint
CREATE INDEX "helper_search_nationality_idx" ON "helper_search" USING btree ("nationality","verified") INCLUDE ("skills_mask","languages_mask","day_off_mask");--> statement-breakpoint
CREATE INDEX "helper_search_religion_idx" ON "helper_search" USING btree ("religion","horoscope") INCLUDE ("day_off_mask");--> statement-breakpoint
CREATE INDEX "helper_search_gender_idx" ON "helper_search" USING btree ("gender","profile_type");--> statement-breakpoint
CREATE INDEX "helper_search_accommodation_idx" ON "helper_search" USING btree ("accommodation","availability_date");--> statement-breakpoint
CREATE INDEX "helper_search_skills_idx" ON "helper_search" USING btree ("skills_mask") INCLUDE ("languages_mask","day_off_mask");--> statement-breakpoint
CREATE INDEX "helper_search_contract_status_idx" ON "helper_search" USING btree ("contract_status") INCLUDE ("languages_mask","expected_salary_cents");--> statement-breakpoint
CREATE INDEX "helper_search_experience_idx" ON "helper_search" USING btree ("experience_years") INCLUDE ("expected_salary_cents");--> statement-breakpoint
-- Men are mostly drivers and religion follows nationality: without these statistics the planner
-- takes a rare combination for rarer still and sorts all its matches instead of reading the page
-- in order.
CREATE STATISTICS "helper_search_person_stats" (mcv, dependencies) ON "nationality","religion","gender","profile_type" FROM "helper_search";--> statement-breakpoint
ANALYZE "helper_search";--> statement-breakpoint
ANALYZE "helper_search_names";
