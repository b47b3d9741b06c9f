CREATE TABLE "list_totals" (
	"user_id" uuid NOT NULL,
	"list" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_totals_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
ALTER TABLE "list_totals" ADD CONSTRAINT "list_totals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_top_level_idx" ON "properties" USING btree ("created_by","id") WHERE "properties"."parent_property_id" is null;--> statement-breakpoint
CREATE INDEX "properties_owner_no_coordinates_idx" ON "properties" USING btree ("created_by") WHERE "properties"."location_latitude" is null or "properties"."location_longitude" is null;