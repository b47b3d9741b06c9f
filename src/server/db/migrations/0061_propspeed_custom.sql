-- The sort by parent reads its order from an index (decision 0044, fourth addendum): each child carries its
-- parent's name, lowercased, in parent_sort_key (null at the top level). Triggers keep it true whoever writes:
-- a child inserted or moved to another parent (or to none: the parent's deletion sets parent_property_id null
-- through the foreign key, an update of that column) reads its parent's name; a parent renamed passes the new
-- name to its children. A value written by anyone else is replaced by the parent's own.
CREATE OR REPLACE FUNCTION properties_parent_sort_key_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.parent_sort_key := (SELECT lower(p.name) FROM properties p WHERE p.id = NEW.parent_property_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_parent_sort_key_inserted BEFORE INSERT ON properties FOR EACH ROW
  WHEN (NEW.parent_property_id IS NOT NULL OR NEW.parent_sort_key IS NOT NULL)
  EXECUTE FUNCTION properties_parent_sort_key_read();
--> statement-breakpoint
CREATE TRIGGER properties_parent_sort_key_moved BEFORE UPDATE OF parent_property_id, parent_sort_key ON properties
  FOR EACH ROW WHEN (NEW.parent_property_id IS DISTINCT FROM OLD.parent_property_id
    OR NEW.parent_sort_key IS DISTINCT FROM OLD.parent_sort_key)
  EXECUTE FUNCTION properties_parent_sort_key_read();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_parent_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET parent_sort_key = lower(NEW.name) WHERE parent_property_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_parent_renamed AFTER UPDATE OF name ON properties FOR EACH ROW
  WHEN (lower(OLD.name) IS DISTINCT FROM lower(NEW.name))
  EXECUTE FUNCTION properties_parent_renamed();
--> statement-breakpoint
UPDATE properties c SET parent_sort_key = lower(p.name) FROM properties p WHERE p.id = c.parent_property_id;
