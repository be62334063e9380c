CREATE TABLE "timeline_reminders_sent" (
	"event_key" text NOT NULL,
	"recipient_user_uid" text NOT NULL,
	"employment_uid" text NOT NULL,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "timeline_reminders_sent_event_key_recipient_user_uid_pk" PRIMARY KEY("event_key","recipient_user_uid")
);
--> statement-breakpoint
ALTER TABLE "timeline_reminders_sent" ADD CONSTRAINT "timeline_reminders_sent_employment_uid_employments_uid_fk" FOREIGN KEY ("employment_uid") REFERENCES "public"."employments"("uid") ON DELETE cascade ON UPDATE no action;