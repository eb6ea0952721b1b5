-- Content texts carry one text per language ({"en": …, "it": …}); what was stored so far was
-- written in English.
ALTER TABLE "coordinators" ALTER COLUMN "bio" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coordinators" ALTER COLUMN "bio" SET DATA TYPE jsonb USING (CASE WHEN "bio" = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', "bio") END);--> statement-breakpoint
ALTER TABLE "coordinators" ALTER COLUMN "bio" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "coordinators" ALTER COLUMN "city" SET DATA TYPE jsonb USING (CASE WHEN "city" IS NULL THEN NULL ELSE jsonb_build_object('en', "city") END);--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "meeting_point" SET DATA TYPE jsonb USING (CASE WHEN "meeting_point" IS NULL THEN NULL ELSE jsonb_build_object('en', "meeting_point") END);--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "insurance_info" SET DATA TYPE jsonb USING (CASE WHEN "insurance_info" IS NULL THEN NULL ELSE jsonb_build_object('en', "insurance_info") END);--> statement-breakpoint
ALTER TABLE "travels" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "partner_offers" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "partner_offers" ALTER COLUMN "details" SET DATA TYPE jsonb USING jsonb_build_object('en', "details");--> statement-breakpoint
ALTER TABLE "travels" ADD COLUMN "country_codes" text[] DEFAULT '{}'::text[] NOT NULL;
