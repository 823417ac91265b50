CREATE TABLE "recipe_favorites" (
	"profile_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_favorites_profile_id_recipe_id_pk" PRIMARY KEY("profile_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"cuisine" text,
	"dietary" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prep_time" text,
	"cook_time" text,
	"total_time" text,
	"servings" integer DEFAULT 1 NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source_url" text,
	"origin_recipe_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"week_start_date" date NOT NULL,
	"week_number" integer NOT NULL,
	"planned_servings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plans" ADD CONSTRAINT "weekly_plans_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plans" ADD CONSTRAINT "weekly_plans_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_favorites_recipe_idx" ON "recipe_favorites" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_profile_idx" ON "recipes" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "recipes_profile_source_idx" ON "recipes" USING btree ("profile_id","source_url");--> statement-breakpoint
CREATE INDEX "recipes_profile_origin_idx" ON "recipes" USING btree ("profile_id","origin_recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_name_lower_idx" ON "recipes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "weekly_plans_profile_week_idx" ON "weekly_plans" USING btree ("profile_id","week_start_date");--> statement-breakpoint
CREATE INDEX "weekly_plans_recipe_idx" ON "weekly_plans" USING btree ("recipe_id");