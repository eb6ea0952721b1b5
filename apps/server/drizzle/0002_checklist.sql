CREATE TABLE "checklist_items" (
	"booking_traveller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_items_booking_traveller_id_type_pk" PRIMARY KEY("booking_traveller_id","type")
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_booking_traveller_id_booking_travellers_id_fk" FOREIGN KEY ("booking_traveller_id") REFERENCES "public"."booking_travellers"("id") ON DELETE cascade ON UPDATE no action;