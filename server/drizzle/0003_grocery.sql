CREATE TABLE "grocery_history" (
	"household_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" double precision DEFAULT 1 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"times_added" integer DEFAULT 1 NOT NULL,
	"last_added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_history_household_id_name_key_pk" PRIMARY KEY("household_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "grocery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"profile_id" uuid,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"category" text NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recipe_id" text,
	"recipe_name" text,
	"week_start_date" text,
	"week_number" integer,
	"is_checked" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"is_pantry_item" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grocery_store_assignments" (
	"household_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "grocery_store_assignments_household_id_name_key_store_id_pk" PRIMARY KEY("household_id","name_key","store_id")
);
--> statement-breakpoint
CREATE TABLE "pantry_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_selections" (
	"profile_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_selections_profile_id_store_id_pk" PRIMARY KEY("profile_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grocery_history" ADD CONSTRAINT "grocery_history_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_items" ADD CONSTRAINT "grocery_items_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_items" ADD CONSTRAINT "grocery_items_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_store_assignments" ADD CONSTRAINT "grocery_store_assignments_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_store_assignments" ADD CONSTRAINT "grocery_store_assignments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_selections" ADD CONSTRAINT "store_selections_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_selections" ADD CONSTRAINT "store_selections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_items_household_idx" ON "grocery_items" USING btree ("household_id","name_key");--> statement-breakpoint
CREATE INDEX "grocery_items_recipe_idx" ON "grocery_items" USING btree ("household_id","recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pantry_items_household_name_idx" ON "pantry_items" USING btree ("household_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_catalogue_name_idx" ON "stores" USING btree (lower("name")) WHERE "stores"."household_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_household_name_idx" ON "stores" USING btree ("household_id",lower("name")) WHERE "stores"."household_id" is not null;