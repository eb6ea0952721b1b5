CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"issuing_country" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'UPLOADED' NOT NULL,
	"file_key" text,
	"file_size" integer,
	"verification" jsonb,
	"verification_attempts" integer DEFAULT 0 NOT NULL,
	"verification_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_documents_user_type_idx" ON "identity_documents" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "identity_documents_pending_idx" ON "identity_documents" USING btree ("created_at") WHERE "identity_documents"."status" = 'UPLOADED';