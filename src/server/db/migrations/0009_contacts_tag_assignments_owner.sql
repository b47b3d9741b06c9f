ALTER TABLE "tag_assignments" DROP CONSTRAINT "tag_assignments_created_by_profiles_id_fk";
