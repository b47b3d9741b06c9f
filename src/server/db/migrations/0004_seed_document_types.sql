-- Document types offered to users are fixed to lease and offering_memorandum (spec crm-documents §3).
INSERT INTO "document_types" ("type_key", "display_name", "table_name", "icon") VALUES
  ('lease', 'Lease', 'leases', 'file-text'),
  ('offering_memorandum', 'Offering Memorandum', 'offering_memorandums', 'building')
ON CONFLICT ("type_key") DO NOTHING;
