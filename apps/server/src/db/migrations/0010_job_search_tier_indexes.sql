DROP INDEX "job_search_status_created_idx";--> statement-breakpoint
CREATE INDEX "job_search_status_rank_created_idx" ON "job_search" USING btree ("status","plan_rank","created_at" DESC NULLS LAST,"uid");--> statement-breakpoint
CREATE INDEX "job_search_status_updated_idx" ON "job_search" USING btree ("status","updated_at","plan_rank","plan_ends_at");--> statement-breakpoint
CREATE INDEX "job_search_status_created_idx" ON "job_search" USING btree ("status","created_at" DESC NULLS LAST,"uid");