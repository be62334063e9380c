ALTER TABLE "pay_period_records" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "reference_salary_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "salary_consider_leave_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "food_allowance_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "total_deduction_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "total_salary_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "adw_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "get_adw_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "total_employee_contri_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "total_employer_contri_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "total_other_contri_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_period_records" ALTER COLUMN "adw_excluded_salary_cents" SET DATA TYPE bigint;