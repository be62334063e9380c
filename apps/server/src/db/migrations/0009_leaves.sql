CREATE TABLE "leave_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"leave_type_code" text DEFAULT 'AN' NOT NULL,
	"amount" numeric(6, 1) NOT NULL,
	"reason" text NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_adjustments_type_check" CHECK ("leave_adjustments"."leave_type_code" = 'AN'),
	CONSTRAINT "leave_adjustments_amount_check" CHECK ("leave_adjustments"."amount" between -365 and 365)
);
--> statement-breakpoint
CREATE TABLE "leave_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"leave_year" smallint NOT NULL,
	"days" integer NOT NULL,
	"granted_for" date NOT NULL,
	"calculation_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_grants_year_check" CHECK ("leave_grants"."leave_year" >= 1),
	CONSTRAINT "leave_grants_days_check" CHECK ("leave_grants"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"leave_type_code" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"duration_type" text DEFAULT 'FD' NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"reason" text NOT NULL,
	"status_type" text DEFAULT 'SU' NOT NULL,
	"document1_key" text,
	"document1_type" text,
	"document2_key" text,
	"document2_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_type_check" CHECK ("leave_requests"."leave_type_code" in ('AN', 'SL', 'ML', 'NP')),
	CONSTRAINT "leave_requests_duration_check" CHECK ("leave_requests"."duration_type" in ('FD', 'AM', 'PM')),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status_type" in ('SU', 'AP', 'RJ', 'CA', 'RE', 'PC', 'CR')),
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."to_date" >= "leave_requests"."from_date"),
	CONSTRAINT "leave_requests_half_day_check" CHECK ("leave_requests"."duration_type" = 'FD' or "leave_requests"."to_date" = "leave_requests"."from_date"),
	CONSTRAINT "leave_requests_days_check" CHECK ("leave_requests"."days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_grants" ADD CONSTRAINT "leave_grants_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_adjustments_employment_idx" ON "leave_adjustments" USING btree ("employment_uid","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_grants_employment_year_idx" ON "leave_grants" USING btree ("employment_uid","leave_year");--> statement-breakpoint
CREATE INDEX "leave_requests_employment_idx" ON "leave_requests" USING btree ("employment_uid","from_date" DESC NULLS LAST);