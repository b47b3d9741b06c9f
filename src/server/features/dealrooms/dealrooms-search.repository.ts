// Global search types 'dealroom' and 'document' (decision 0024): rooms the user created or is an active
// member of, and those rooms' documents. A guest session never reaches /api/search; it searches the one room
// its cookie names through searchRoomDocumentRows (decision 0036).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type RankedSearchSpec, type SearchProvider, type SearchRow, searchRows } from "#server/platform/search.ts";
import type { SearchTerm } from "#shared/rules/search.ts";

/** Active, unexpired memberships: the Deal Rooms list's rule. */
const memberRooms = (user: SQL) =>
  sql`select m.dealroom_id from dealroom_members m where m.user_id = ${user} and m.status = 'active'
        and (m.expires_at is null or m.expires_at > now())`;

export const dealroomSearch: SearchProvider = {
  type: "dealroom",
  feature: "dealrooms",
  words: true,
  trigrams: "dealrooms_search_key_trgm_stat",
  spec: (user) => ({
    from: sql`dealrooms r`,
    id: sql`r.id`,
    title: sql`r.name`,
    key: sql`r.search_key`,
    owner: sql`r.created_by`,
    shared: sql`r.id = any(array(${memberRooms(user)})) and r.created_by <> ${user}`,
  }),
};

const roomDocuments = (owner: SQL, shared?: SQL): RankedSearchSpec => ({
  from: sql`dealroom_documents d`,
  id: sql`d.id`,
  title: sql`d.name`,
  parentId: sql`d.dealroom_id`,
  key: sql`d.search_key`,
  owner,
  shared,
});

export const dealroomDocumentSearch: SearchProvider = {
  type: "document",
  feature: "dealrooms",
  words: true,
  trigrams: "dealroom_documents_search_key_trgm_stat",
  // room_owner: the room's creator, kept on each document by a trigger (migration search_speed).
  spec: (user) =>
    roomDocuments(sql`d.room_owner`, sql`d.dealroom_id = any(array(${memberRooms(user)})) and d.room_owner <> ${user}`),
};

// One room's documents: the room leads the (dealroom_id, search_key) btree as an owner leads the others.
const inRoom = [{ type: "document" as const, spec: () => roomDocuments(sql`d.dealroom_id`) }];

/** One room's best documents for the term, ranked like global search (the caller has checked access). */
export async function searchRoomDocumentRows(db: Db, roomId: string, term: SearchTerm): Promise<SearchRow[]> {
  return searchRows(db.$client, "room-documents", inRoom, roomId, term);
}
