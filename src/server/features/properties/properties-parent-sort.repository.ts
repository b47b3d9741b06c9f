// The /properties table sorted by parent (decision 0044, addenda 1 and 4): children grouped under their parent in
// parent-name order (then parent id, then their own id, ascending both ways), then the top-level properties by id.
// Each child carries its parent's lowercased name (parent_sort_key, kept by triggers), so both halves are index
// ranges: the children from (owner, key, parent, id) — one index per direction, since the id ascends both ways —
// and the top level from its own (owner, id) index of rows without a parent. A cursor (platform/keyset.ts, decision 0051) names the
// parent key and parent id of its row (both null at the top level); the seek starts each half's index range there.
import { type SQL, sql } from "drizzle-orm";
import { properties } from "#server/db/schema/properties.ts";
import {
  invalidPageCursor,
  type ListSort,
  listOrder,
  type RowPosition,
  seekCondition,
  textKey,
  uuidKey,
} from "#server/platform/keyset.ts";

const keys = [textKey(sql`${properties.parentSortKey}`), uuidKey(sql`${properties.parentPropertyId}`)];
/** The cursor's keys: the parent's key and id, null for a top-level row. */
export const parentSort: ListSort = { keys };
// The children half as a never-null sort: ascending reads properties_owner_parent_sort_idx, descending the
// desc index forwards (keys descending, id ascending: descIndex).
const childrenAscending: ListSort = { keys, notNull: true };
const childrenDescending: ListSort = { keys, notNull: true, descIndex: true };

/** A cursor row of the parent sort is a child (parent key and uuid) or a top-level property (neither). */
export function checkParentPosition(position: RowPosition): void {
  const [key, parentId] = position.keys;
  if ((key === null) !== (parentId === null)) throw invalidPageCursor();
}

/** Where a seek starts: after (or, backward, before) a child (group 0) or a top-level property (group 1). */
export type ParentSeek = { backward: boolean; group: 0 | 1 };

/**
 * Page ids sorted by parent; each half reads at most `take` rows from its index range. Forward, the children come
 * first; backward (the mirror order, turned round by the caller), the top level is nearer. After a child: its
 * later siblings and parents, then the whole top level; after a top-level property, later ones only.
 */
export function parentPageIds(descending: boolean, where: SQL, window: SQL, take: SQL, seek: ParentSeek | null) {
  const backward = !!seek?.backward;
  const spec = descending ? childrenDescending : childrenAscending;
  const by = { descending, id: properties.id, backward };
  const childOrder = sql.join(listOrder(spec, by), sql`, `);
  const childSeek = seek?.group === 0 ? sql`and ${seekCondition(spec, { ...by, nulls: [false, false] })}` : sql``;
  const children = sql`(select ${properties.id} as id, 0 as grp, ${properties.parentSortKey} as k,
      ${properties.parentPropertyId} as pid from ${properties}
      where ${where} and ${properties.parentSortKey} is not null ${childSeek} order by ${childOrder} limit ${take})`;
  const idDir = sql.raw(backward ? "desc" : "asc");
  const topSeek =
    seek?.group === 1
      ? sql`and ${properties.id} ${sql.raw(backward ? "<" : ">")} ${sql.placeholder("seek2")}::uuid`
      : sql``;
  const top = sql`(select ${properties.id} as id, 1 as grp, null::text as k, null::uuid as pid from ${properties}
      where ${where} and ${properties.parentPropertyId} is null ${topSeek}
      order by ${properties.id} ${idDir} limit ${take})`;
  const halves = !seek
    ? [children, top]
    : backward
      ? seek.group === 1
        ? [top, children]
        : [children]
      : seek.group === 0
        ? [children, top]
        : [top];
  const keyDir = sql.raw(descending !== backward ? "desc" : "asc");
  return sql`select u.id from (${sql.join(halves, sql` union all `)}) u
    order by u.grp ${sql.raw(backward ? "desc" : "asc")}, u.k ${keyDir}, u.pid ${keyDir}, u.id ${idDir} ${window}`;
}
