ALTER TABLE "grocery_items" ADD COLUMN "checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "grocery_items" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "grocery_items" ADD COLUMN "edited_at" timestamp (3) with time zone;