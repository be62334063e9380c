-- Name search uses trigram indexes (pg_trgm ships with PostgreSQL and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "employer_saved_helpers" (
	"uid" text PRIMARY KEY NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"category" text NOT NULL,
	"notes" text,
	"job_posting_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helper_profiles" (
	"uid" text PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"photo_key" text,
	"thumbnail_key" text,
	"passport_key" text,
	"passport_type" text,
	"birthdate" date,
	"nationality" text,
	"religion" text,
	"gender" text,
	"marital_status" text,
	"children_text" text,
	"education_level" text,
	"horoscope" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"cooking_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"personality_traits" text[] DEFAULT '{}'::text[] NOT NULL,
	"day_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_experience_years" integer,
	"experience_text" text,
	"job_title" text,
	"job_seeking" text,
	"profile_type" text,
	"contract_status" text,
	"current_salary_cents" integer,
	"expected_salary_cents" integer,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"availability_date" date,
	"lastjob_location" text,
	"last_date_in_hongkong" date,
	"accommodation" text,
	"phone_contact" text,
	"whatsapp_contact" text,
	"about_me" text,
	"bank_account" text,
	"referred_by" text,
	"past_experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education_experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_profiles_user_uid_unique" UNIQUE("user_uid")
);
--> statement-breakpoint
CREATE TABLE "helper_search" (
	"uid" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"nationality" smallint,
	"religion" smallint,
	"contract_status" smallint,
	"gender" smallint,
	"accommodation" smallint,
	"profile_type" smallint,
	"horoscope" smallint,
	"skills_mask" smallint NOT NULL,
	"languages_mask" smallint NOT NULL,
	"day_off_mask" smallint NOT NULL,
	"experience_years" smallint,
	"expected_salary_cents" integer,
	"availability_date" date,
	"last_date_in_hongkong" date,
	"employed_in_hongkong" boolean NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employer_saved_helpers" ADD CONSTRAINT "employer_saved_helpers_employer_profile_uid_employer_profiles_uid_fk" FOREIGN KEY ("employer_profile_uid") REFERENCES "public"."employer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_saved_helpers" ADD CONSTRAINT "employer_saved_helpers_helper_profile_uid_helper_profiles_uid_fk" FOREIGN KEY ("helper_profile_uid") REFERENCES "public"."helper_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_profiles" ADD CONSTRAINT "helper_profiles_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_search" ADD CONSTRAINT "helper_search_uid_helper_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."helper_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_saved_helpers_unique_idx" ON "employer_saved_helpers" USING btree ("employer_profile_uid","helper_profile_uid","category");--> statement-breakpoint
CREATE INDEX "employer_saved_helpers_helper_idx" ON "employer_saved_helpers" USING btree ("helper_profile_uid");--> statement-breakpoint
CREATE INDEX "helper_search_updated_idx" ON "helper_search" USING btree ("updated_at" DESC NULLS LAST,"uid");--> statement-breakpoint
CREATE INDEX "helper_search_name_idx" ON "helper_search" USING gin ("search_name" gin_trgm_ops);