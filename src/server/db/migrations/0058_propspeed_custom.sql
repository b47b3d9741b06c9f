-- Map pins read from the index alone (decision 0044, addendum 3): the pin's name is carried in the pins index, so
-- a view's 200 pins are an index-only scan instead of 200 table reads. Replaces properties_owner_pins_idx.
CREATE INDEX IF NOT EXISTS "properties_owner_pins_cover_idx" ON "properties" USING btree ("created_by", "updated_at" DESC NULLS LAST, "id", "location_latitude", "location_longitude") INCLUDE ("name") WHERE "location_latitude" IS NOT NULL AND "location_longitude" IS NOT NULL;
