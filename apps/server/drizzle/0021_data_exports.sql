CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"variant" text NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone,
	"json_key" text,
	"pdf_key" text,
	"json_size" integer,
	"pdf_size" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('preparing', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'preparing';--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at");