import type { QueryClient } from "@tanstack/react-query";
import type { DealroomSort } from "#shared/contract/dealrooms.ts";

/** Query keys start with "dealrooms": the server's realtime events for this entity invalidate them all. */
export const dealroomKeys = {
  all: ["dealrooms"] as const,
  list: (q: { page: number; q: string; sort: DealroomSort; cursor?: string }) => ["dealrooms", "list", q] as const,
  detail: (id: string) => ["dealrooms", "detail", id] as const,
  documents: (id: string) => ["dealrooms", "documents", id] as const,
  search: (id: string, q: string) => ["dealrooms", "search", id, q] as const,
  document: (id: string, documentId: string) => ["dealrooms", "document", id, documentId] as const,
  versions: (id: string, documentId: string) => ["dealrooms", "versions", id, documentId] as const,
  folders: (id: string) => ["dealrooms", "folders", id] as const,
  members: (id: string) => ["dealrooms", "members", id] as const,
  activity: (id: string, page: number) => ["dealrooms", "activity", id, page] as const,
  shareLink: (token: string) => ["dealrooms", "share-link", token] as const,
  docusign: ["dealrooms", "docusign-status"] as const,
};

/**
 * A document added, edited or removed also moves the room's 'Updated' time on the server: refresh the room,
 * the lists that show that time, and the room's documents.
 */
export function invalidateRoomContents(queryClient: QueryClient, id: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dealroomKeys.documents(id) }),
    queryClient.invalidateQueries({ queryKey: dealroomKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: ["dealrooms", "list"] }),
  ]).then(() => undefined);
}
