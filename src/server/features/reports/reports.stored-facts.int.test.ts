// Lease reports read stored figures (lease_report_facts): filled on the first read for leases that have none,
// recomputed when a correction is saved or reset through the lease's route, gone with the lease, and hidden
// while a lease is being analysed again.
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedLeases } from "#server/features/reports/reports.test-support.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let ids: string[];

const call = (method: "GET" | "PATCH", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie },
    ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
  });
const expirations = async () => {
  const res = await call("GET", "/api/reports/run/lease-expirations");
  expect(res.statusCode).toBe(200);
  return (res.json() as { rows: { tenant: string; expirationDate: string }[] }).rows;
};
const storedCount = async () =>
  Number(
    (
      await t.ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from lease_report_facts where lease_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ids = await seedLeases(t.ctx.db, owner.id, [
    { title: "A", tenant: "Alder Co", address: "1 Main St", rsf: 1000, expiration: "2029-06-30" },
    { title: "B", tenant: "Birch Co", address: "2 Main St", rsf: 2000, expiration: "2030-06-30" },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("stored lease figures", () => {
  it("fills the figures of leases that have none on the first read", async () => {
    expect(await storedCount()).toBe(0);
    expect((await expirations()).map((r) => r.tenant)).toEqual(["Alder Co", "Birch Co"]);
    expect(await storedCount()).toBe(2);
  });

  it("follows a correction saved and reset through the lease's route", async () => {
    const set = await call("PATCH", `/api/leases/${ids[0]}/fields/expirationDate`, { value: "2032-01-31" });
    expect(set.statusCode).toBe(200);
    expect((await expirations()).map((r) => [r.tenant, r.expirationDate])).toEqual([
      ["Birch Co", "2030-06-30"],
      ["Alder Co", "2032-01-31"],
    ]);
    await call("PATCH", `/api/leases/${ids[0]}/fields/tenant`, { value: "Alder Holdings" });
    expect((await expirations()).map((r) => r.tenant)).toContain("Alder Holdings");
    const reset = await call("PATCH", `/api/leases/${ids[0]}/fields/expirationDate`, { reset: true });
    expect(reset.statusCode).toBe(200);
    expect((await expirations()).map((r) => [r.tenant, r.expirationDate])).toEqual([
      ["Alder Holdings", "2029-06-30"],
      ["Birch Co", "2030-06-30"],
    ]);
  });

  it("hides a lease being analysed again and drops the figures of a deleted lease", async () => {
    await t.ctx.db.execute(sql`update leases set status = 'processing' where id = ${ids[1]}`);
    expect((await expirations()).map((r) => r.tenant)).toEqual(["Alder Holdings"]);
    await t.ctx.db.execute(sql`update leases set status = 'completed' where id = ${ids[1]}`);
    await t.ctx.db.execute(sql`delete from leases where id = ${ids[0]}`);
    expect((await expirations()).map((r) => r.tenant)).toEqual(["Birch Co"]);
    expect(await storedCount()).toBe(1);
  });
});
