CREATE TABLE "employment_openings" (
	"employment_uid" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"annual_leave" jsonb NOT NULL,
	"sick_days_left" numeric(5, 1) NOT NULL,
	"statutory_holidays_owed" smallint NOT NULL,
	"wages_paid_up_to" date NOT NULL,
	"past_wages" jsonb NOT NULL,
	"helper_status" text DEFAULT 'PENDING' NOT NULL,
	"helper_responded_at" timestamp with time zone,
	"helper_dispute_reason" text,
	"history" jsonb NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employment_openings_status_check" CHECK ("employment_openings"."helper_status" in ('PENDING', 'CONFIRMED', 'DISPUTED')),
	CONSTRAINT "employment_openings_sick_check" CHECK ("employment_openings"."sick_days_left" >= 0),
	CONSTRAINT "employment_openings_holidays_check" CHECK ("employment_openings"."statutory_holidays_owed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employment_openings" ADD CONSTRAINT "employment_openings_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;