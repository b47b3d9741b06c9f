// A list page's state lives in the address (page, search, sort, filters), so a reload, a shared link and the
// browser's Back and Forward show the same list. One hook for every list page (decision 0054).
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CURSOR_PARAM, pageMove } from "#web/lib/page-cursor.ts";

/** A list's own parameters and their defaults; a parameter at its default is left out of the address. */
export type ListDefaults = Record<string, string>;

/** A change of parameters: null (or "") removes one, `page` is a number or null for page 1. */
export type ListPatch<K extends string> = Partial<Record<K | "q" | "page" | "cursor", string | number | null>>;

export const SEARCH_DEBOUNCE_MS = 250;

/** The page number in the address: a positive whole number, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get("page")));
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** A value from the address when it is one of `allowed`, else the default (a hand-edited address stays usable). */
export function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Each parameter's value from the address, or its default. */
export function readValues<K extends string>(params: URLSearchParams, defaults: Record<K, string>): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const key of Object.keys(defaults) as K[]) values[key] = params.get(key) ?? defaults[key];
  return values;
}

/**
 * The address after `patch`. Another filter, sort or search shows other rows, so unless the patch names a page
 * the list goes back to page 1. Values equal to their default, empty or null leave the address; page 1 too.
 */
export function patchParams<K extends string>(
  params: URLSearchParams,
  patch: ListPatch<NoInfer<K>>,
  defaults: Record<K, string>,
  { keepPage = false }: { keepPage?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  // The page's cursor (web/lib/page-cursor.ts) belongs to its page: it goes when the page does.
  if (!keepPage && !("page" in patch)) {
    next.delete("page");
    next.delete(CURSOR_PARAM);
  }
  for (const [key, raw] of Object.entries(patch) as [string, string | number | null | undefined][]) {
    const value = raw === null || raw === undefined ? "" : String(raw);
    const isDefault = key in defaults ? value === defaults[key as K] : false;
    if (value === "" || isDefault || (key === "page" && value === "1")) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * State of a list page in the URL: `values` (each of `defaults`' keys), `page`, the search term `q` and the
 * text being typed (`search`, committed to `q` after a pause). `set` changes filters (back to page 1; a new
 * history entry, so Back undoes it); `setPage` pages; `setSearch` types. `keepPage` is for parameters that
 * are not filters (an open record).
 */
export function useListParams<K extends string>(defaults: Record<K, string>, debounceMs = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [search, setSearchText] = useState(q);
  // The term this hook last wrote: any other change of `q` (Back, Forward, a link) replaces the typed text.
  const written = useRef(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== written.current) {
      written.current = q;
      setSearchText(q);
    }
  }

  // Pages pass their defaults as a literal: the latest is read when an action runs.
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  // Typing replaces the history entry instead of adding one per pause; a new term starts at page 1.
  useEffect(() => {
    const term = search.trim();
    if (term === q) return;
    const timer = setTimeout(() => {
      written.current = term;
      setParams((p) => patchParams(p, { q: term } as ListPatch<K>, defaultsRef.current), { replace: true });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [search, q, debounceMs, setParams]);

  // Stable while the address is unchanged, so memoised columns that take `set` do not rebuild every render.
  const actions = useMemo(
    () => ({
      set: (patch: ListPatch<K>, options?: { keepPage?: boolean; replace?: boolean }) =>
        setParams((p) => patchParams(p, patch, defaultsRef.current, options), { replace: options?.replace ?? false }),
      /** `cursor`: the answer's cursor of the page on screen, kept beside the new page (decision 0051). */
      setPage: (page: number, cursor?: string) =>
        setParams((p) => patchParams(p, pageMove(page, cursor) as ListPatch<K>, defaultsRef.current)),
    }),
    [setParams],
  );

  return {
    params,
    values: readValues(params, defaults),
    page: readPage(params),
    q,
    search,
    setSearch: setSearchText,
    ...actions,
  };
}
