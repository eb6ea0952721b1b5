CREATE TABLE "tour_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"from_tour_id" uuid NOT NULL,
	"to_tour_id" uuid NOT NULL,
	"travellers_count" integer NOT NULL,
	"price_difference_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"voluntary" boolean NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"idempotency_key" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_changes_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "tour_changes_other_tour_check" CHECK ("tour_changes"."from_tour_id" <> "tour_changes"."to_tour_id"),
	CONSTRAINT "tour_changes_travellers_check" CHECK ("tour_changes"."travellers_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tour_changes" ADD CONSTRAINT "tour_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_changes" ADD CONSTRAINT "tour_changes_from_tour_id_tours_id_fk" FOREIGN KEY ("from_tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_changes" ADD CONSTRAINT "tour_changes_to_tour_id_tours_id_fk" FOREIGN KEY ("to_tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_changes" ADD CONSTRAINT "tour_changes_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_changes" ADD CONSTRAINT "tour_changes_refund_id_booking_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."booking_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_changes_booking_id_changed_at_idx" ON "tour_changes" USING btree ("booking_id","changed_at");