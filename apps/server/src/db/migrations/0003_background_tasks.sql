CREATE TABLE "background_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"unique_key" text,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "background_tasks_max_attempts_check" CHECK ("background_tasks"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_unique_key_idx" ON "background_tasks" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "background_tasks_due_idx" ON "background_tasks" USING btree ("run_at") WHERE "background_tasks"."done_at" is null and "background_tasks"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "background_tasks_done_idx" ON "background_tasks" USING btree ("done_at") WHERE "background_tasks"."done_at" is not null;