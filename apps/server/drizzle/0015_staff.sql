CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"traveller_id" uuid,
	"reason" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "review_claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "review_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_traveller_idx" ON "staff_audit_log" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "identity_documents_to_validate_idx" ON "identity_documents" USING btree ("created_at") WHERE "identity_documents"."status" = 'TO_VALIDATE';--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role_check" CHECK ("role" in ('care', 'reviewer', 'admin'));--> statement-breakpoint
CREATE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_append_only"();
