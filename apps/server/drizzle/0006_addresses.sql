CREATE TABLE "user_addresses" (
	"user_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"position" integer NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"house_number" text NOT NULL,
	"notes" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"same_as_residence" boolean,
	"billing_for" text,
	"billing_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_user_id_address_type_pk" PRIMARY KEY("user_id","address_type")
);
--> statement-breakpoint
CREATE TABLE "user_pictures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pictures" ADD CONSTRAINT "user_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;