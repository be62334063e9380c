ALTER TABLE "leave_requests" ADD COLUMN "medical_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "back_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "leave_requests" SET "medical_certificate" = true WHERE "leave_type_code" = 'SL';
