ALTER TABLE "employment_contracts" ADD COLUMN "helper_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employment_contracts" ADD COLUMN "helper_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employment_contracts" ADD COLUMN "helper_decline_reason" text;