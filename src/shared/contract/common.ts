import { z } from "zod";

export const idParams = z.object({ id: z.uuid() });

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export function listResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/**
 * Keyset paging (decision 0051): a list page answers `cursor` (opaque; absent when the page is empty); the
 * request for another page sends it back with that page's number, and the server seeks from the cursor's rows
 * instead of skipping every row before the page. Without a cursor `page` reads by offset, as before.
 */
export const pageCursor = z
  .string()
  .max(4000, "Invalid page cursor")
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid page cursor")
  .optional();

export function keysetListResult<T extends z.ZodType>(item: T) {
  return listResult(item).extend({ cursor: z.string().optional() });
}

/**
 * A search counts its matches up to this many past the page's first row; with more, its total is that bound and
 * `totalExact` is false — counting a common word's thousands of matches exactly cost more than the page itself
 * (decision 0044). The pager then reads "1–20 of more than 200".
 */
export const SEARCH_COUNT_SPAN = 200;

/**
 * A search's total from the matches read (up to SEARCH_COUNT_SPAN + 1 past the page's start): all of them when
 * the read stopped short of its reach, else a lower bound.
 */
export function searchTotal(reached: number, offset: number): { total: number; totalExact: boolean } {
  const bound = offset + SEARCH_COUNT_SPAN;
  return reached > bound ? { total: bound, totalExact: false } : { total: reached, totalExact: true };
}

export const okResponse = z.object({ ok: z.literal(true) });
