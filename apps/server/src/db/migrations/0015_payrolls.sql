CREATE TABLE "pay_period_records" (
	"uid" text PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"month" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"payment_due_date" date NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"proration_method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference_salary_cents" integer NOT NULL,
	"salary_consider_leave_cents" integer NOT NULL,
	"food_allowance_cents" integer NOT NULL,
	"total_deduction_cents" integer NOT NULL,
	"total_salary_cents" integer NOT NULL,
	"adw_amount_cents" integer NOT NULL,
	"get_adw_amount_cents" integer NOT NULL,
	"total_employee_contri_cents" integer NOT NULL,
	"total_employer_contri_cents" integer NOT NULL,
	"total_other_contri_cents" integer NOT NULL,
	"mpf_note" text,
	"adw_consideration_start_date" date,
	"adw_consideration_last_date" date,
	"adw_excluded_days" numeric(8, 2) NOT NULL,
	"adw_excluded_salary_cents" integer NOT NULL,
	"leave_type_days" jsonb NOT NULL,
	"leave_type_pays" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"deductions" jsonb NOT NULL,
	"adw_record" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"payment_date" date,
	"finalised" boolean DEFAULT false NOT NULL,
	"finalised_at" timestamp with time zone,
	"input_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"employment_uid" text NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"description" text NOT NULL,
	"effective_date" date NOT NULL,
	"input_date" date NOT NULL,
	"deduction_kind" text,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_record_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_period_records" ADD CONSTRAINT "pay_period_records_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustments" ADD CONSTRAINT "salary_adjustments_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_period_records_employment_month_idx" ON "pay_period_records" USING btree ("employment_uid","month");--> statement-breakpoint
CREATE INDEX "pay_period_records_helper_idx" ON "pay_period_records" USING btree ("helper_profile_uid");--> statement-breakpoint
CREATE INDEX "salary_adjustments_employment_idx" ON "salary_adjustments" USING btree ("employment_uid","effective_date");