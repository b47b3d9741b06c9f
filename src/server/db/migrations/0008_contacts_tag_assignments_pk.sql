ALTER TABLE "tag_assignments" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "tag_assignments_unique";--> statement-breakpoint
ALTER TABLE "tag_assignments" ADD CONSTRAINT "tag_assignments_pk" PRIMARY KEY("tag_id","entity_id","entity_type");
