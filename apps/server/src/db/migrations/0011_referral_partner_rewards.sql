CREATE TABLE "referral_partner_rewards" (
	"referred_uid" text PRIMARY KEY NOT NULL,
	"referrer_uid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_partner_rewards_amount_check" CHECK ("referral_partner_rewards"."amount_cents" > 0 and "referral_partner_rewards"."amount_cents" <= 30000)
);
--> statement-breakpoint
ALTER TABLE "referral_partner_rewards" ADD CONSTRAINT "referral_partner_rewards_referred_uid_users_uid_fk" FOREIGN KEY ("referred_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_partner_rewards" ADD CONSTRAINT "referral_partner_rewards_referrer_uid_users_uid_fk" FOREIGN KEY ("referrer_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_partner_rewards_referrer_idx" ON "referral_partner_rewards" USING btree ("referrer_uid");