import { describe, expect, it } from "vitest";
import { createDb, POOL_IDLE_MS } from "#server/db/client.ts";

describe("the database pool", () => {
  it("keeps idle connections (and their prepared statements) for minutes, without holding a script open", async () => {
    // No connection is opened until a query: the options alone are checked.
    const db = createDb("postgres://nobody@127.0.0.1:1/none");
    const options = (db.$client as unknown as { options: { idleTimeoutMillis: number; allowExitOnIdle: boolean } })
      .options;
    expect(options.idleTimeoutMillis).toBe(POOL_IDLE_MS);
    expect(POOL_IDLE_MS).toBeGreaterThanOrEqual(60_000);
    expect(options.allowExitOnIdle).toBe(true);
    await db.$client.end();
  });
});
