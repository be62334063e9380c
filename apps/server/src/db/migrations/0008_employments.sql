CREATE TABLE "employment_contracts" (
	"uid" text PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"employment_profile_type" text NOT NULL,
	"job_title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"signed_on" date NOT NULL,
	"salary_cents" integer NOT NULL,
	"salary_currency" text DEFAULT 'HKD' NOT NULL,
	"accommodation_type" text,
	"accommodation_details" text,
	"food_allowance_cents" integer DEFAULT 0 NOT NULL,
	"contract_document_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"exclude_day_type" smallint,
	"working_hours_per_week" numeric(5, 2) NOT NULL,
	"termination_date" date,
	"termination_reason" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_contracts_status_check" CHECK ("employment_contracts"."status" in ('PENDING', 'ACTIVE', 'COMPLETED', 'TERMINATED_MUTUAL', 'TERMINATED_EMPLOYER', 'TERMINATED_HELPER', 'CANCELLED')),
	CONSTRAINT "employment_contracts_salary_check" CHECK ("employment_contracts"."salary_cents" > 0),
	CONSTRAINT "employment_contracts_food_check" CHECK ("employment_contracts"."food_allowance_cents" >= 0),
	CONSTRAINT "employment_contracts_rest_day_check" CHECK ("employment_contracts"."exclude_day_type" is null or "employment_contracts"."exclude_day_type" between 1 and 7),
	CONSTRAINT "employment_contracts_hours_check" CHECK ("employment_contracts"."working_hours_per_week" > 0),
	CONSTRAINT "employment_contracts_completed_check" CHECK ("employment_contracts"."status" <> 'COMPLETED' or "employment_contracts"."end_date" is not null),
	CONSTRAINT "employment_contracts_ended_check" CHECK (not ("employment_contracts"."status" like 'TERMINATED%' or "employment_contracts"."status" = 'CANCELLED') or "employment_contracts"."termination_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"uid" text PRIMARY KEY NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employment_contracts" ADD CONSTRAINT "employment_contracts_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_employer_profile_uid_employer_profiles_uid_fk" FOREIGN KEY ("employer_profile_uid") REFERENCES "public"."employer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_helper_profile_uid_helper_profiles_uid_fk" FOREIGN KEY ("helper_profile_uid") REFERENCES "public"."helper_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employment_contracts_employment_idx" ON "employment_contracts" USING btree ("employment_uid","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employment_contracts_employer_idx" ON "employment_contracts" USING btree ("employer_profile_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_contracts_one_active_per_helper_idx" ON "employment_contracts" USING btree ("helper_profile_uid") WHERE "employment_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "employments_employer_helper_idx" ON "employments" USING btree ("employer_profile_uid","helper_profile_uid");--> statement-breakpoint
CREATE INDEX "employments_helper_idx" ON "employments" USING btree ("helper_profile_uid");