CREATE TABLE "household_versions" (
	"household_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"bumped_by" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_versions" ADD CONSTRAINT "household_versions_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;