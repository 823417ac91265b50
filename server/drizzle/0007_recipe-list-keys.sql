DROP INDEX "recipes_profile_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cuisine_key" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "dietary_key" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "total_minutes" integer;--> statement-breakpoint
CREATE INDEX "recipes_profile_updated_idx" ON "recipes" USING btree ("profile_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recipes_unkeyed_idx" ON "recipes" USING btree ("id") WHERE "recipes"."name_key" is null;