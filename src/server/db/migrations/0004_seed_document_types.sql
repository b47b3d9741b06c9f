-- Document types offered to users are fixed to lease and offering_memorandum (spec crm-documents §3).
INSERT INTO "document_types" ("type_key", "display_name", "table_name", "icon") VALUES
  (\x27lease\x27, \x27Lease\x27, \x27leases\x27, \x27file-text\x27),
  (\x27offering_memorandum\x27, \x27Offering Memorandum\x27, \x27offering_memorandums\x27, \x27building\x27)
ON CONFLICT ("type_key") DO NOTHING;
