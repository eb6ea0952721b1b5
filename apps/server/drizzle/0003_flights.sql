CREATE TABLE "booking_flight_declarations" (
	"booking_traveller_id" uuid PRIMARY KEY NOT NULL,
	"no_flight_needed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_traveller_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"position" smallint NOT NULL,
	"trip_type" text NOT NULL,
	"flight_number" text NOT NULL,
	"airline" text,
	"departure_airport" text NOT NULL,
	"arrival_airport" text NOT NULL,
	"departure_local" timestamp NOT NULL,
	"departure_utc_offset" smallint,
	"arrival_local" timestamp NOT NULL,
	"arrival_utc_offset" smallint,
	"stops" smallint DEFAULT 0 NOT NULL,
	"layover_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_flights_stops_check" CHECK ("booking_flights"."stops" between 0 and 3),
	CONSTRAINT "booking_flights_layover_check" CHECK ("booking_flights"."layover_minutes" is null or "booking_flights"."layover_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_number" text NOT NULL,
	"service_date" date NOT NULL,
	"leg" smallint NOT NULL,
	"airline_name" text,
	"departure_airport" text NOT NULL,
	"arrival_airport" text NOT NULL,
	"departure_local" timestamp NOT NULL,
	"departure_utc_offset" smallint NOT NULL,
	"arrival_local" timestamp NOT NULL,
	"arrival_utc_offset" smallint NOT NULL,
	CONSTRAINT "flight_schedules_leg_check" CHECK ("flight_schedules"."leg" >= 1),
	CONSTRAINT "flight_schedules_times_check" CHECK ("flight_schedules"."arrival_local" - make_interval(mins => "flight_schedules"."arrival_utc_offset") > "flight_schedules"."departure_local" - make_interval(mins => "flight_schedules"."departure_utc_offset"))
);
--> statement-breakpoint
ALTER TABLE "booking_flight_declarations" ADD CONSTRAINT "booking_flight_declarations_booking_traveller_id_booking_travellers_id_fk" FOREIGN KEY ("booking_traveller_id") REFERENCES "public"."booking_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_booking_traveller_id_booking_travellers_id_fk" FOREIGN KEY ("booking_traveller_id") REFERENCES "public"."booking_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_flights_traveller_position_idx" ON "booking_flights" USING btree ("booking_traveller_id","direction","position");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_schedules_number_date_leg_idx" ON "flight_schedules" USING btree ("flight_number","service_date","leg");