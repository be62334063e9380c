CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_user_uid" text NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"uid" text PRIMARY KEY NOT NULL,
	"reporter_user_uid" text,
	"opened_by" text DEFAULT 'user' NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_uid" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"safety_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_action" text,
	"resolution_note" text,
	"resolved_by_user_uid" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'actioned', 'dismissed')),
	CONSTRAINT "reports_opened_by_check" CHECK ("reports"."opened_by" in ('user', 'system'))
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_user_uid" text NOT NULL,
	"blocked_user_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_user_uid_blocked_user_uid_pk" PRIMARY KEY("blocker_user_uid","blocked_user_uid")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD COLUMN "owner_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "safety_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "owner_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_uid_users_uid_fk" FOREIGN KEY ("reporter_user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_uid_users_uid_fk" FOREIGN KEY ("target_user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_user_uid_users_uid_fk" FOREIGN KEY ("blocker_user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_user_uid_users_uid_fk" FOREIGN KEY ("blocked_user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter_idx" ON "reports" USING btree ("reporter_user_uid","target_type","target_id") WHERE "reports"."status" = 'open' and "reports"."opened_by" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_system_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open' and "reports"."opened_by" = 'system';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_user_uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_user_uid");--> statement-breakpoint
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();
