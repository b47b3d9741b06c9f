ALTER TABLE "documents_folders" DROP CONSTRAINT "documents_folders_parent_folder_id_documents_folders_id_fk";
--> statement-breakpoint
ALTER TABLE "leases" DROP CONSTRAINT "leases_folder_id_documents_folders_id_fk";
--> statement-breakpoint
ALTER TABLE "offering_memorandums" DROP CONSTRAINT "offering_memorandums_folder_id_documents_folders_id_fk";
--> statement-breakpoint
ALTER TABLE "documents_folders" ADD CONSTRAINT "documents_folders_parent_folder_id_documents_folders_id_fk" FOREIGN KEY ("parent_folder_id") REFERENCES "public"."documents_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_folder_id_documents_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."documents_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_memorandums" ADD CONSTRAINT "offering_memorandums_folder_id_documents_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."documents_folders"("id") ON DELETE no action ON UPDATE no action;