CREATE TABLE "data_exports" (
	"uid" text PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "document_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_uid" text NOT NULL,
	"accessor_user_uid" text,
	"accessor_role" text NOT NULL,
	"accessor_name" text,
	"kind" text NOT NULL,
	"document_ref" text NOT NULL,
	"document_label" text,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_access_log_kind_check" CHECK ("document_access_log"."kind" in ('passport', 'visa', 'verification', 'leave', 'employment')),
	CONSTRAINT "document_access_log_role_check" CHECK ("document_access_log"."accessor_role" in ('employer', 'helper', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "verifications" ALTER COLUMN "document_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_owner_user_uid_users_uid_fk" FOREIGN KEY ("owner_user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_access_log_owner_idx" ON "document_access_log" USING btree ("owner_user_uid","accessed_at" DESC NULLS LAST);