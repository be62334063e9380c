CREATE TABLE "checklist_progress" (
	"user_uid" text PRIMARY KEY NOT NULL,
	"start_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_steps" (
	"user_uid" text NOT NULL,
	"item_id" text NOT NULL,
	"status" text NOT NULL,
	"completed_date" date,
	CONSTRAINT "checklist_steps_user_uid_item_id_pk" PRIMARY KEY("user_uid","item_id")
);
--> statement-breakpoint
CREATE TABLE "checklist_sub_items" (
	"user_uid" text NOT NULL,
	"item_id" text NOT NULL,
	"sub_item_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_sub_items_user_uid_item_id_sub_item_id_pk" PRIMARY KEY("user_uid","item_id","sub_item_id")
);
--> statement-breakpoint
ALTER TABLE "checklist_progress" ADD CONSTRAINT "checklist_progress_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_steps" ADD CONSTRAINT "checklist_steps_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_sub_items" ADD CONSTRAINT "checklist_sub_items_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;