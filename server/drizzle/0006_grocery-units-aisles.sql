CREATE TABLE "grocery_category_overrides" (
	"household_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"category" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_category_overrides_household_id_name_key_pk" PRIMARY KEY("household_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "household_settings" (
	"household_id" uuid PRIMARY KEY NOT NULL,
	"unit_system" text DEFAULT 'as_written' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_aisle_orders" (
	"household_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"categories" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_aisle_orders_household_id_store_id_pk" PRIMARY KEY("household_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "grocery_category_overrides" ADD CONSTRAINT "grocery_category_overrides_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settings" ADD CONSTRAINT "household_settings_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_aisle_orders" ADD CONSTRAINT "store_aisle_orders_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_aisle_orders" ADD CONSTRAINT "store_aisle_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;