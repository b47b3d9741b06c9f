ALTER TABLE "people" DROP CONSTRAINT "people_last_name_check";--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "last_name" SET DEFAULT '';