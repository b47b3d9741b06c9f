// Checks shared by the lists that page by prepared statements (decision 0044): a page asked through the real
// HTTP app, "every page equals one long page" for a sort, pages read from cursors equal pages read by offset
// (keyset paging, decision 0051), and the statements a request sends to the pool.
import { expect } from "vitest";
import type { TestApp, TestUser } from "./test-app.ts";

export type ListPage<T> = { items: T[]; total: number; cursor?: string };

/** GET a list as `user`; anything but 200 fails with the body. */
export async function getList<T extends { id: string }>(t: TestApp, user: TestUser, url: string): Promise<ListPage<T>> {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListPage<T>;
}

const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

/**
 * Asks `path` as one long page (page 1 of 100) and then page by page of `pageSize`, one page past the last: the long
 * page holds exactly `total` rows, every page answers that total, and the pages joined are the long page's ids in
 * its order. Returns the long page so callers can check its contents.
 */
export async function expectPagesMatchOneLongPage<T extends { id: string }>(
  t: TestApp,
  user: TestUser,
  path: string,
  expected: { pageSize: number; total: number },
): Promise<ListPage<T>> {
  // One long page must hold the whole list, or the comparison would be of two partial lists.
  if (expected.total >= 100) throw new Error("expectPagesMatchOneLongPage needs a list shorter than 100 rows");
  const whole = await getList<T>(t, user, withQuery(path, "page=1&pageSize=100"));
  expect(whole.total, path).toBe(expected.total);
  expect(whole.items, path).toHaveLength(expected.total);
  const paged: string[] = [];
  for (let page = 1; page <= Math.ceil(expected.total / expected.pageSize) + 1; page++) {
    const res = await getList<T>(t, user, withQuery(path, `page=${page}&pageSize=${expected.pageSize}`));
    expect(res.total, `${path} page ${page}`).toBe(expected.total);
    paged.push(...res.items.map((i) => i.id));
  }
  expect(paged, path).toEqual(whole.items.map((i) => i.id));
  return whole;
}

/**
 * Every page of `path` read by offset, then from cursors as the pager reads them — next to the end, one past it
 * (empty, no cursor), previous back to page 1, and jumps of two pages from the middle: all must agree.
 */
export async function expectCursorPagesMatch(t: TestApp, user: TestUser, path: string, size: number) {
  type Page = ListPage<{ id: string }>;
  const get = (url: string) => getList<{ id: string }>(t, user, url);
  const byOffset: Page[] = [];
  for (let page = 1; ; page++) {
    const res = await get(withQuery(path, `page=${page}&pageSize=${size}`));
    if (res.items.length === 0) break;
    byOffset.push(res);
  }
  const ids = (p: Page) => p.items.map((i) => i.id);
  const read = (page: number, cursor: string | undefined) =>
    get(withQuery(path, `page=${page}&pageSize=${size}${cursor ? `&cursor=${cursor}` : ""}`));

  // Next, next, … to the end, each request from the page before's cursor.
  let current = byOffset[0] as Page;
  for (let page = 2; page <= byOffset.length; page++) {
    const next = await read(page, current.cursor);
    expect(ids(next), `${path} next to page ${page}`).toEqual(ids(byOffset[page - 1] as Page));
    expect(next.total).toBe(byOffset[page - 1]?.total);
    current = next;
  }
  // Past the last page: empty, no cursor.
  const past = await read(byOffset.length + 1, current.cursor);
  expect(past.items, `${path} past the end`).toEqual([]);
  expect(past.cursor).toBeUndefined();
  // Previous, previous, … back to page 1.
  for (let page = byOffset.length - 1; page >= 1; page--) {
    const previous = await read(page, current.cursor);
    expect(ids(previous), `${path} previous to page ${page}`).toEqual(ids(byOffset[page - 1] as Page));
    current = previous;
  }
  // The numbered window: two pages forward and back from the middle.
  const middle = Math.ceil(byOffset.length / 2);
  const from = await read(middle, undefined);
  for (const page of [middle + 2, middle - 2]) {
    if (page < 1 || page > byOffset.length) continue;
    expect(ids(await read(page, from.cursor)), `${path} jump to page ${page}`).toEqual(ids(byOffset[page - 1] as Page));
  }
}

export type SentStatement = { name?: string; text?: string; values?: unknown[] };

/** Runs `fn` while recording every query the app's pool is sent (named prepared statements carry `name`). */
export async function recordStatements(t: TestApp, fn: (sent: SentStatement[]) => Promise<void>): Promise<void> {
  const pool = t.ctx.db.$client as unknown as { query: (...args: unknown[]) => unknown };
  const original = pool.query;
  const sent: SentStatement[] = [];
  pool.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    sent.push(typeof q === "string" ? { text: q } : (q as SentStatement));
    return original.apply(this, args);
  };
  try {
    await fn(sent);
  } finally {
    pool.query = original;
  }
}

/**
 * How PostgreSQL would read the rows of `statement` when it cannot fall back to reading the table whole (a test's
 * few rows would rather be scanned and sorted): the scan node types and their index, e.g. "Index Only Scan
 * people_owner_lower_last_first_idx". The table is vacuumed first, as autovacuum keeps it, so the visibility map
 * lets an index-only scan skip the heap.
 */
export async function scansOf(t: TestApp, statement: SentStatement, tables: string[]): Promise<string[]> {
  const client = await (t.ctx.db.$client as unknown as import("pg").Pool).connect();
  try {
    for (const table of tables) await client.query(`vacuum ${table}`);
    await client.query("begin");
    await client.query(
      "set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_sort = off",
    );
    const { rows } = await client.query(`explain (format json) ${statement.text}`, statement.values);
    await client.query("rollback");
    const scans: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      const type = node["Node Type"] as string;
      if (type.endsWith("Scan") && node["Index Name"]) scans.push(`${type} ${node["Index Name"]}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((rows[0]["QUERY PLAN"] as { Plan: Record<string, unknown> }[])[0]?.Plan as Record<string, unknown>);
    return scans;
  } finally {
    client.release();
  }
}
