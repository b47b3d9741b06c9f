// Query keys of the documents feature. The first segment of a detail key is the entity name the server
// publishes over SSE (lease, offering_memorandum, lease_chat, offering_memorandum_chat, folder,
// document_access), so src/web/lib/events.ts invalidates them when the row changes.
import type { DocumentType } from "#shared/contract/documents.ts";

export const documentKeys = {
  folders: () => ["folder", "list"] as const,
  folder: (id: string) => ["folder", id] as const,
  lists: () => ["documents"] as const,
  list: (input: object) => ["documents", input] as const,
  lease: (id: string) => ["lease", id] as const,
  leaseChat: (id: string) => ["lease_chat", id] as const,
  memorandum: (id: string) => ["offering_memorandum", id] as const,
  memorandumChat: (id: string) => ["offering_memorandum_chat", id] as const,
  access: (type: DocumentType, id: string) => ["document_access", id, type] as const,
  fileUrl: (type: DocumentType, id: string) => ["document-file-url", type, id] as const,
  adminLeases: (input?: object) => (input ? (["admin-leases", input] as const) : (["admin-leases"] as const)),
};
