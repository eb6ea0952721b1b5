CREATE TABLE "notify_me_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_id" uuid,
	"travel_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_me_alerts_target_check" CHECK (("notify_me_alerts"."tour_id" is null) <> ("notify_me_alerts"."travel_id" is null))
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"logo_image" text NOT NULL,
	"details" text NOT NULL,
	"link" text,
	"is_banner_visible" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"friend_name" text NOT NULL,
	"friend_email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_booking_id" text,
	"first_trip_starting_date" date,
	CONSTRAINT "referral_invitations_referrer_friend_unique" UNIQUE("referrer_id","friend_email")
);
--> statement-breakpoint
CREATE TABLE "referral_promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"people" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"expires_on" date,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "referral_promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referral_promo_codes_idempotency_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "referral_promo_codes_percent_check" CHECK ("referral_promo_codes"."percent" between 1 and 50),
	CONSTRAINT "referral_promo_codes_people_check" CHECK ("referral_promo_codes"."people" = 1)
);
--> statement-breakpoint
CREATE TABLE "traveller_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"origin" text NOT NULL,
	"origin_booking_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date,
	"used_at" timestamp with time zone,
	CONSTRAINT "traveller_credits_code_unique" UNIQUE("code"),
	CONSTRAINT "traveller_credits_amount_check" CHECK ("traveller_credits"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "notify_me_alerts" ADD CONSTRAINT "notify_me_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_me_alerts" ADD CONSTRAINT "notify_me_alerts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_me_alerts" ADD CONSTRAINT "notify_me_alerts_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD CONSTRAINT "referral_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_promo_codes" ADD CONSTRAINT "referral_promo_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_credits" ADD CONSTRAINT "traveller_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_credits" ADD CONSTRAINT "traveller_credits_origin_booking_id_bookings_id_fk" FOREIGN KEY ("origin_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_me_alerts_user_id_idx" ON "notify_me_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_me_alerts_user_tour_idx" ON "notify_me_alerts" USING btree ("user_id","tour_id") WHERE "notify_me_alerts"."tour_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_me_alerts_user_travel_idx" ON "notify_me_alerts" USING btree ("user_id","travel_id") WHERE "notify_me_alerts"."travel_id" is not null;--> statement-breakpoint
CREATE INDEX "referral_invitations_referrer_id_idx" ON "referral_invitations" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referral_promo_codes_user_id_idx" ON "referral_promo_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "traveller_credits_user_id_idx" ON "traveller_credits" USING btree ("user_id");