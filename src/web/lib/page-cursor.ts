// Keyset paging on the web (decision 0051): a list page answers a cursor naming its first and last rows; when
// the user asks for another page, the cursor of the page on screen goes with the new page number, so the server
// seeks from those rows instead of skipping every row before the page. The pager itself is unchanged.
//
// List state lives in the address (web/lib/use-list-params.ts), and the cursor with it: `cursor` is the cursor of
// the page that was on screen when the user moved to `page`, so a reload, a shared link or Back/Forward asks for
// the page from that cursor again (a seek, not an offset read of every row before it). Both are written in one
// address change (`pageMove`), and a filter, sort or search change drops both, so the address never pairs a page
// with another list's cursor; an address typed by hand without one still works (read by offset). A cursor the
// server refuses (saved before a release changed that sort's keys, or edited by hand) leaves the address, and the
// page is read by offset instead of showing an error.
import { useEffect } from "react";
import { ApiError } from "#web/lib/api-client.ts";

export const CURSOR_PARAM = "cursor";

/** The cursor to send for the page in the address; none for page 1. */
export function addressCursor(params: URLSearchParams, page: number): string | undefined {
  return page > 1 ? (params.get(CURSOR_PARAM) ?? undefined) : undefined;
}

/** The address change that moves to `page` from the page on screen, whose answer carried `onScreen`. */
export function pageMove(page: number, onScreen: string | undefined): { page: string | null; cursor: string | null } {
  return page > 1 ? { page: String(page), cursor: onScreen ?? null } : { page: null, cursor: null };
}

/**
 * The cursor of the page on screen, from a list query and the address. While the previous answer stands in for the
 * one being read (TanStack's placeholder), its cursor is the address's: a page move of the same list put exactly
 * that cursor there, and a sort, filter or search change dropped it — the old list's cursor is never sent (the
 * server would refuse it); the move then reads by offset.
 */
export function cursorOnScreen(
  query: { data?: { cursor?: string | null }; isPlaceholderData: boolean },
  params: URLSearchParams,
): string | undefined {
  if (query.isPlaceholderData) return params.get(CURSOR_PARAM) ?? undefined;
  return query.data?.cursor ?? undefined;
}

/** Whether a list read failed because the server refused the page cursor it was sent (400 on the cursor field). */
export function refusedCursor(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && CURSOR_PARAM in error.fields;
}

/**
 * Drops a refused cursor from the address (replacing the history entry, keeping the page), so the same page is
 * read again by offset. `failure` is the query's `failureReason`: set by the first failure, before any retry.
 * `set` is the list's `useListParams().set`.
 */
export function useDropRefusedCursor(
  failure: unknown,
  set: (patch: { cursor: null }, options: { keepPage: boolean; replace: boolean }) => void,
): void {
  const refused = refusedCursor(failure);
  useEffect(() => {
    if (refused) set({ cursor: null }, { keepPage: true, replace: true });
  }, [refused, set]);
}
