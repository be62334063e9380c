CREATE TABLE "verifications" (
	"uid" text PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"full_name" text NOT NULL,
	"expires_on" date,
	"document_key" text NOT NULL,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_uid" text,
	"reason" text,
	"note" text,
	"confirmed_expires_on" date,
	"document_checked" boolean DEFAULT false NOT NULL,
	"reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "verifications_status_check" CHECK ("verifications"."status" in ('pending', 'approved', 'rejected', 'expired', 'revoked')),
	CONSTRAINT "verifications_kind_check" CHECK ("verifications"."kind" in ('helper_identity', 'employer_identity'))
);
--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD COLUMN "verified_until" date;--> statement-breakpoint
ALTER TABLE "helper_search" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_pending_idx" ON "verifications" USING btree ("user_uid") WHERE "verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verifications_status_created_idx" ON "verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "helper_search_verified_idx" ON "helper_search" USING btree ("updated_at" DESC NULLS LAST,"uid") WHERE "helper_search"."verified";