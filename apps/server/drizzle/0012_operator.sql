CREATE SEQUENCE "public"."booking_numbers" INCREMENT BY 1 MINVALUE 10000 MAXVALUE 99999 START WITH 50000 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "operator_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "operator_digest" text;--> statement-breakpoint
ALTER TABLE "coordinators" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "operator_digest" text;--> statement-breakpoint
ALTER TABLE "travels" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "travels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "travels" ADD COLUMN "operator_digest" text;--> statement-breakpoint
CREATE INDEX "operator_clients_name_idx" ON "operator_clients" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_external_id_idx" ON "booking_payments" USING btree ("booking_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_external_id_idx" ON "booking_refunds" USING btree ("booking_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_travellers_external_id_idx" ON "booking_travellers" USING btree ("booking_id","external_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "coordinators" ADD CONSTRAINT "coordinators_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "travels" ADD CONSTRAINT "travels_external_id_unique" UNIQUE("external_id");