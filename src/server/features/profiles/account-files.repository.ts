// Where a user's files live: one list the data export (what goes in the zip) and account deletion (what is
// removed from storage) both read, so a new kind of file is added once.
import type { Db } from "#server/db/client.ts";

export type AccountFile = { table: string; id: string; bucket: string; key: string };

type FileSource = {
  table: string;
  /** Selects id, bucket, key of the user's ($1) files of this table. */
  sql: string;
  /** Goes into the data export's files/ folder. */
  exported: boolean;
  /** Removed from storage by account deletion (deal-room files go with their rooms, through the dealrooms service). */
  removed: boolean;
};

const SOURCES: FileSource[] = [
  {
    table: "leases",
    sql: `select id, 'lease_documents' as bucket, document_url as key from leases where owner_id = $1`,
    exported: true,
    removed: true,
  },
  {
    table: "offering_memorandums",
    sql: `select id, 'documents' as bucket, document_url as key from offering_memorandums where owner_id = $1`,
    exported: true,
    removed: true,
  },
  {
    // Attachments of the user's documents, whoever uploaded them, and the ones the user uploaded.
    table: "document_attachments",
    sql: `select a.id, a.bucket, a.file_url as key from document_attachments a
           where a.uploaded_by = $1
              or (a.document_type = 'lease' and a.document_id in (select id from leases where owner_id = $1))
              or (a.document_type = 'offering_memorandum'
                  and a.document_id in (select id from offering_memorandums where owner_id = $1))`,
    exported: true,
    removed: true,
  },
  {
    table: "property_files",
    sql: `select f.id, f.bucket, f.storage_key as key from property_files f
            join properties p on p.id = f.property_id where p.created_by = $1`,
    exported: true,
    removed: true,
  },
  {
    table: "dealroom_documents",
    sql: `select id, 'dealroom_documents' as bucket, storage_key as key from dealroom_documents
           where created_by = $1 and storage_key is not null`,
    exported: true,
    removed: false,
  },
  {
    table: "dealroom_document_versions",
    sql: `select id, 'dealroom_documents' as bucket, storage_key as key from dealroom_document_versions
           where created_by = $1 and storage_key is not null`,
    exported: true,
    removed: false,
  },
  {
    table: "import_jobs",
    sql: `select id, 'imports' as bucket, storage_key as key from import_jobs where created_by = $1`,
    exported: false,
    removed: true,
  },
  {
    table: "account_exports",
    sql: `select id, 'account_exports' as bucket, storage_key as key from account_exports
           where user_id = $1 and storage_key is not null`,
    exported: false,
    removed: true,
  },
];

export async function accountFiles(db: Db, userId: string, purpose: "exported" | "removed"): Promise<AccountFile[]> {
  const files: AccountFile[] = [];
  for (const source of SOURCES.filter((s) => s[purpose])) {
    const { rows } = await db.$client.query<{ id: string; bucket: string; key: string | null }>(source.sql, [userId]);
    for (const r of rows) if (r.key) files.push({ table: source.table, id: r.id, bucket: r.bucket, key: r.key });
  }
  return files;
}
