// The overlap guard every test file runs (vitest-setup.ts): sequential queries and a pool's parallel queries pass,
// two queries in flight on one client are reported, whichever way they were sent, as is pg's own warning.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isConcurrentQueryWarning } from "./pg-overlap.ts";
import { createTestDatabase } from "./test-app.ts";
import { takeOverlaps } from "./vitest-setup.ts";

let url: string;
let client: pg.Client;

beforeAll(async () => {
  url = await createTestDatabase();
  client = new pg.Client({ connectionString: url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
});

const nextTick = () => new Promise((r) => setImmediate(r));

describe("pg overlap guard", () => {
  it("lets queries awaited one after another, and a pool's parallel queries, pass", async () => {
    await client.query("select 1");
    await client.query({ text: "select $1::int", values: [2] });
    await new Promise((resolve, reject) => client.query("select 3", (err) => (err ? reject(err) : resolve(null))));
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    try {
      await Promise.all([pool.query("select 1"), pool.query("select 2"), pool.query("select 3")]);
    } finally {
      await pool.end();
    }
    await nextTick();
    expect(takeOverlaps()).toEqual([]);
  });

  it("reports a query sent while the client is still answering another, with its text", async () => {
    await Promise.all([client.query("select pg_sleep(0.01)"), client.query("select 'second'")]);
    await nextTick();
    const found = takeOverlaps();
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain("1 unanswered on the same client: select 'second'");
    expect(found[0]?.test).toContain("reports a query sent while");
  });

  it("reports overlaps through callbacks and a failed query too, and hears pg's own warning", async () => {
    const failed = client.query("select no_such_column").catch(() => null);
    await Promise.all([
      failed,
      new Promise((resolve) => client.query("select 2", resolve)),
      client.query({ name: "guard.third", text: "select 3" }),
    ]);
    await nextTick();
    const found = takeOverlaps();
    expect(found.map((o) => o.message.replace(/\d unanswered/, "n unanswered"))).toEqual(
      expect.arrayContaining([
        "query sent while n unanswered on the same client: select 2",
        "query sent while n unanswered on the same client: guard.third",
      ]),
    );
    // The third query queued behind two: pg 8's once-per-process DeprecationWarning, heard as well.
    expect(found.some((o) => o.message.includes("already executing a query"))).toBe(true);
    await client.query("select 4");
    await nextTick();
    expect(takeOverlaps()).toEqual([]);
  });

  it("tells pg's warning from other warnings", () => {
    const warning = (name: string, message: string) => Object.assign(new Error(message), { name });
    expect(
      isConcurrentQueryWarning(
        warning(
          "DeprecationWarning",
          "Calling client.query() when the client is already executing a query is deprecated",
        ),
      ),
    ).toBe(true);
    expect(isConcurrentQueryWarning(warning("DeprecationWarning", "punycode is deprecated"))).toBe(false);
    expect(isConcurrentQueryWarning(warning("Warning", "already executing a query"))).toBe(false);
  });
});
