CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_price_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_price_lines_quantity_check" CHECK ("booking_price_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"gift_card_code" text,
	"gift_card_expires_on" date,
	CONSTRAINT "booking_refunds_gift_card_code_unique" UNIQUE("gift_card_code"),
	CONSTRAINT "booking_refunds_gift_card_check" CHECK (("booking_refunds"."kind" = 'giftCard') = ("booking_refunds"."gift_card_code" is not null and "booking_refunds"."gift_card_expires_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text,
	"is_leader" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"status" text NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text NOT NULL,
	"partner_name" text,
	"has_cancellation_option" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coordinators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nickname" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"birth_year" integer,
	"with_company_since" integer NOT NULL,
	"trips_done" integer DEFAULT 0 NOT NULL,
	"city" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_ambassador" boolean DEFAULT false NOT NULL,
	"picture_image" text,
	CONSTRAINT "coordinators_nickname_unique" UNIQUE("nickname")
);
--> statement-breakpoint
CREATE TABLE "public_tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "public_tours_tour_id_unique" UNIQUE("tour_id")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"travel_id" uuid NOT NULL,
	"status" text NOT NULL,
	"starting_date" date NOT NULL,
	"ending_date" date NOT NULL,
	"confirmed_at" timestamp with time zone,
	"coordinator_id" uuid,
	"meeting_point" text,
	"insurance_info" text,
	"capacity" integer NOT NULL,
	"available_seats" integer NOT NULL,
	"on_request" boolean DEFAULT false NOT NULL,
	"price_per_person_cents" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "tours_dates_check" CHECK ("tours"."ending_date" >= "tours"."starting_date"),
	CONSTRAINT "tours_seats_check" CHECK ("tours"."available_seats" >= 0 and "tours"."available_seats" <= "tours"."capacity")
);
--> statement-breakpoint
CREATE TABLE "travels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"destination" text NOT NULL,
	"age_range" text NOT NULL,
	CONSTRAINT "travels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_tours" ADD CONSTRAINT "public_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_id_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_price_lines_booking_id_idx" ON "booking_price_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_id_idx" ON "booking_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_travellers_booking_id_idx" ON "booking_travellers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_travellers_user_id_idx" ON "booking_travellers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_travellers_one_leader_idx" ON "booking_travellers" USING btree ("booking_id") WHERE "booking_travellers"."is_leader";--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_tour_id_idx" ON "bookings" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tours_travel_id_idx" ON "tours" USING btree ("travel_id");