CREATE TABLE "chat_conversations" (
	"uid" text PRIMARY KEY NOT NULL,
	"employer_profile_uid" text NOT NULL,
	"helper_profile_uid" text NOT NULL,
	"last_message_uid" text,
	"last_message_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"uid" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_uid" text NOT NULL,
	"sender_profile_uid" text NOT NULL,
	"receiver_profile_uid" text NOT NULL,
	"content" text NOT NULL,
	"client_message_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_employer_profile_uid_employer_profiles_uid_fk" FOREIGN KEY ("employer_profile_uid") REFERENCES "public"."employer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_helper_profile_uid_helper_profiles_uid_fk" FOREIGN KEY ("helper_profile_uid") REFERENCES "public"."helper_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_uid_chat_conversations_uid_fk" FOREIGN KEY ("conversation_uid") REFERENCES "public"."chat_conversations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_idx" ON "chat_conversations" USING btree ("employer_profile_uid","helper_profile_uid");--> statement-breakpoint
CREATE INDEX "chat_conversations_employer_idx" ON "chat_conversations" USING btree ("employer_profile_uid","last_message_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_helper_idx" ON "chat_conversations" USING btree ("helper_profile_uid","last_message_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_uid","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_idx" ON "chat_messages" USING btree ("sender_profile_uid","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("receiver_profile_uid","conversation_uid") WHERE "chat_messages"."read_at" is null;