CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"building_name" text,
	"location_street_address" text,
	"location_city" text,
	"location_state" text,
	"location_postal_code" text,
	"location_country" text,
	"location_latitude" double precision,
	"location_longitude" double precision,
	"street_key" text,
	"city_key" text,
	"property_type" text DEFAULT 'Other' NOT NULL,
	"description" text,
	"parent_property_id" uuid,
	"created_by" uuid NOT NULL,
	"street_view_image_url" text,
	"source_url" text,
	"size_sf" double precision,
	"year_built" integer,
	"price" double precision,
	"units" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geocode_status" text DEFAULT 'skipped' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_name_check" CHECK (length(btrim("properties"."name")) between 1 and 300),
	CONSTRAINT "properties_not_own_parent" CHECK ("properties"."parent_property_id" is null or "properties"."parent_property_id" <> "properties"."id"),
	CONSTRAINT "properties_coordinates_check" CHECK (("properties"."location_latitude" is null or "properties"."location_latitude" between -90 and 90) and ("properties"."location_longitude" is null or "properties"."location_longitude" between -180 and 180)),
	CONSTRAINT "properties_geocode_status_check" CHECK ("properties"."geocode_status" in ('pending','done','failed','skipped'))
);
--> statement-breakpoint
CREATE TABLE "property_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_files_kind_check" CHECK ("property_files"."kind" in ('photo','brochure','floorplan')),
	CONSTRAINT "property_files_source_check" CHECK ("property_files"."source" in ('upload','pdf','extraction'))
);
--> statement-breakpoint
CREATE TABLE "property_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_links_entity_type_check" CHECK ("property_links"."entity_type" in ('lease','offering_memorandum','dealroom','project','person','company'))
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"suite" text NOT NULL,
	"floor" text,
	"rsf" integer,
	"available_date" date,
	"asking_rent" double precision,
	"rent_type" text,
	"status" text DEFAULT 'available' NOT NULL,
	"lease_id" uuid,
	"tenant_name" text,
	"lease_expiration" date,
	"notes" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_suite_check" CHECK (length(btrim("spaces"."suite")) between 1 and 100),
	CONSTRAINT "spaces_rsf_check" CHECK ("spaces"."rsf" is null or "spaces"."rsf" >= 0),
	CONSTRAINT "spaces_rent_check" CHECK ("spaces"."asking_rent" is null or "spaces"."asking_rent" >= 0),
	CONSTRAINT "spaces_rent_type_check" CHECK ("spaces"."rent_type" is null or "spaces"."rent_type" in ('FS','MG','NNN')),
	CONSTRAINT "spaces_status_check" CHECK ("spaces"."status" in ('available','leased'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parent_property_id_properties_id_fk" FOREIGN KEY ("parent_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_files" ADD CONSTRAINT "property_files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_files" ADD CONSTRAINT "property_files_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_links" ADD CONSTRAINT "property_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_links" ADD CONSTRAINT "property_links_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_updated_idx" ON "properties" USING btree ("created_by","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_owner_name_idx" ON "properties" USING btree ("created_by",lower("name"));--> statement-breakpoint
CREATE INDEX "properties_owner_city_idx" ON "properties" USING btree ("created_by","city_key");--> statement-breakpoint
CREATE INDEX "properties_owner_type_idx" ON "properties" USING btree ("created_by","property_type");--> statement-breakpoint
CREATE INDEX "properties_owner_street_key_idx" ON "properties" USING btree ("created_by","street_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_street_fts_idx" ON "properties" USING gin (to_tsvector('simple', coalesce("street_key", '')));--> statement-breakpoint
CREATE INDEX "properties_parent_idx" ON "properties" USING btree ("parent_property_id");--> statement-breakpoint
CREATE INDEX "property_files_property_idx" ON "property_files" USING btree ("property_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_links_unique" ON "property_links" USING btree ("property_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "property_links_entity_idx" ON "property_links" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "spaces_property_idx" ON "spaces" USING btree ("property_id","suite");--> statement-breakpoint
CREATE INDEX "spaces_lease_idx" ON "spaces" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "spaces_owner_idx" ON "spaces" USING btree ("created_by");