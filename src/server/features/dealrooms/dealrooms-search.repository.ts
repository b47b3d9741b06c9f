// Global search types 'dealroom' and 'document' (decision 0024): rooms the user created or is an active
// member of, and those rooms' documents. A guest session never reaches /api/search; it searches the one room
// its cookie names through searchRoomDocumentRows (decision 0036).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  type RankedSearchSpec,
  rankedSearch,
  type SearchProvider,
  type SearchRow,
  searchStatement,
} from "#server/platform/search.ts";
import type { SearchTerm } from "#shared/rules/search.ts";

/** Active, unexpired memberships: the Deal Rooms list's rule. */
const memberRooms = (userId: string) =>
  sql`select m.dealroom_id from dealroom_members m where m.user_id = ${userId} and m.status = 'active'
        and (m.expires_at is null or m.expires_at > now())`;

export const dealroomSearch: SearchProvider = {
  type: "dealroom",
  feature: "dealrooms",
  read: (userId, term) =>
    rankedSearch(
      {
        from: sql`dealrooms r`,
        id: sql`r.id`,
        title: sql`r.name`,
        key: sql`r.search_key`,
        scopes: [
          sql`r.created_by = ${userId}`,
          sql`r.id = any(array(${memberRooms(userId)})) and r.created_by <> ${userId}`,
        ],
      },
      term,
    ),
};

const roomDocuments = (scopes: SQL[]): RankedSearchSpec => ({
  from: sql`dealroom_documents d`,
  id: sql`d.id`,
  title: sql`d.name`,
  parentId: sql`d.dealroom_id`,
  key: sql`d.search_key`,
  scopes,
});

export const dealroomDocumentSearch: SearchProvider = {
  type: "document",
  feature: "dealrooms",
  read: (userId, term) =>
    rankedSearch(
      // room_owner: the room's creator, kept on each document by a trigger (migration search_speed).
      roomDocuments([
        sql`d.room_owner = ${userId}`,
        sql`d.dealroom_id = any(array(${memberRooms(userId)})) and d.room_owner <> ${userId}`,
      ]),
      term,
    ),
};

/** One room's best documents for the term, ranked like global search (the caller has checked access). */
export async function searchRoomDocumentRows(db: Db, roomId: string, term: SearchTerm): Promise<SearchRow[]> {
  const read = rankedSearch(roomDocuments([sql`d.dealroom_id = ${roomId}`]), term);
  return (await db.execute<SearchRow>(searchStatement([{ type: "document", read }]))).rows;
}
