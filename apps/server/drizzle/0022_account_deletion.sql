CREATE TABLE "account_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"erase_after" timestamp (3) with time zone NOT NULL,
	"variant" text NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"cancellation_seen_at" timestamp (3) with time zone,
	"erased_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("erase_after") WHERE "account_deletions"."cancelled_at" is null and "account_deletions"."erased_at" is null;