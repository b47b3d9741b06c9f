// Keyset paging on the web (decision 0051): a list page answers a cursor naming its first and last rows; when
// the user asks for another page, the cursor of the page on screen goes with the new page number, so the server
// seeks from those rows instead of skipping every row before the page. The pager itself is unchanged.
import { useState } from "react";

/** A kept cursor and the list it belongs to (filters and sort, as one string). */
export type HeldCursor = { scope: string; cursor?: string };

/**
 * The cursor to send for `page`: none for page 1 (always read from the start) or when the list's filters or
 * sort changed since it was kept (a cursor of another sort is refused; of another filter it would seek wrongly).
 */
export function cursorFor(held: HeldCursor, scope: string, page: number): string | undefined {
  return page > 1 && held.scope === scope ? held.cursor : undefined;
}

/** Holds the cursor of the page on screen for the next page request of the list `scope`. */
export function usePageCursor(scope: string) {
  const [held, setHeld] = useState<HeldCursor>({ scope });
  return {
    cursorFor: (page: number) => cursorFor(held, scope, page),
    /** Call with the cursor of the page on screen when the user asks for another page. */
    keep: (cursor: string | undefined) => setHeld({ scope, cursor }),
  };
}
