CREATE TABLE "offering_memorandum_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorandum_id" uuid NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_memorandum_chat_messages_role_check" CHECK ("offering_memorandum_chat_messages"."role" in ('user','assistant'))
);
--> statement-breakpoint
CREATE TABLE "offering_memorandum_pages" (
	"memorandum_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "offering_memorandum_pages_memorandum_id_page_number_pk" PRIMARY KEY("memorandum_id","page_number")
);
--> statement-breakpoint
ALTER TABLE "offering_memorandum_chat_messages" ADD CONSTRAINT "offering_memorandum_chat_messages_memorandum_id_offering_memorandums_id_fk" FOREIGN KEY ("memorandum_id") REFERENCES "public"."offering_memorandums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_memorandum_chat_messages" ADD CONSTRAINT "offering_memorandum_chat_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_memorandum_pages" ADD CONSTRAINT "offering_memorandum_pages_memorandum_id_offering_memorandums_id_fk" FOREIGN KEY ("memorandum_id") REFERENCES "public"."offering_memorandums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_memorandum_chat_messages_memo_idx" ON "offering_memorandum_chat_messages" USING btree ("memorandum_id","created_at");