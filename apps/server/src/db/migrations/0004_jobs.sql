CREATE TABLE "job_applications" (
	"uid" text PRIMARY KEY NOT NULL,
	"job_posting_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"cover_letter" text,
	"helper_notes" text,
	"employer_notes" text,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posting_views" (
	"job_posting_uid" text NOT NULL,
	"viewer_user_uid" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_posting_views_job_posting_uid_viewer_user_uid_day_pk" PRIMARY KEY("job_posting_uid","viewer_user_uid","day")
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"uid" text PRIMARY KEY NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"job_title" text NOT NULL,
	"profile_type" text NOT NULL,
	"job_description" text NOT NULL,
	"job_description_notes" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"expected_start_date" date NOT NULL,
	"flexibility_on_days" integer DEFAULT 14 NOT NULL,
	"contract_type" text DEFAULT 'Full-time' NOT NULL,
	"day_off_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"cooking_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"personality_traits" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_lower_cents" integer,
	"budget_upper_cents" integer,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"accommodation" text,
	"number_of_adults" integer DEFAULT 1 NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"children_ages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"number_of_elderly" integer DEFAULT 0 NOT NULL,
	"about_our_family" text,
	"residence_type" text,
	"residence_size_sqft" integer,
	"location_area" text,
	"nationality" text DEFAULT 'HK' NOT NULL,
	"number_of_dogs" integer DEFAULT 0 NOT NULL,
	"number_of_cats" integer DEFAULT 0 NOT NULL,
	"other_pets_details" text,
	"preferred_helper_nationality" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_religion" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_helper_experience" integer,
	"preferred_helper_age_lower" integer,
	"preferred_helper_age_upper" integer,
	"existing_helper" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"skills_mask" smallint DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"plan_rank" smallint DEFAULT 0 NOT NULL,
	"plan_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_posting_uid_job_postings_uid_fk" FOREIGN KEY ("job_posting_uid") REFERENCES "public"."job_postings"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_helper_profile_uid_helper_profiles_uid_fk" FOREIGN KEY ("helper_profile_uid") REFERENCES "public"."helper_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_views" ADD CONSTRAINT "job_posting_views_job_posting_uid_job_postings_uid_fk" FOREIGN KEY ("job_posting_uid") REFERENCES "public"."job_postings"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_employer_profile_uid_employer_profiles_uid_fk" FOREIGN KEY ("employer_profile_uid") REFERENCES "public"."employer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_posting_helper_idx" ON "job_applications" USING btree ("job_posting_uid","helper_profile_uid");--> statement-breakpoint
CREATE INDEX "job_applications_helper_idx" ON "job_applications" USING btree ("helper_profile_uid");--> statement-breakpoint
CREATE INDEX "job_applications_employer_idx" ON "job_applications" USING btree ("employer_profile_uid");--> statement-breakpoint
CREATE INDEX "job_posting_views_day_idx" ON "job_posting_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "job_postings_employer_idx" ON "job_postings" USING btree ("employer_profile_uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_status_created_idx" ON "job_postings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_search_idx" ON "job_postings" USING gin ("search_text" gin_trgm_ops);