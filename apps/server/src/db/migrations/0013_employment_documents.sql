CREATE TABLE "employment_documents" (
	"uid" text PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"expiry_date" date,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_documents_type_check" CHECK ("employment_documents"."type" in ('contract', 'visa', 'passport', 'form_407', 'form_407e', 'insurance', 'medical', 'other')),
	CONSTRAINT "employment_documents_uploaded_by_check" CHECK ("employment_documents"."uploaded_by" in ('employer', 'helper')),
	CONSTRAINT "employment_documents_content_type_check" CHECK ("employment_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "employment_documents" ADD CONSTRAINT "employment_documents_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employment_documents_employment_idx" ON "employment_documents" USING btree ("employment_uid","created_at" DESC NULLS LAST);