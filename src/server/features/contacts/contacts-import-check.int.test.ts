import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uploadImport } from "../../../../tests/support/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { importCheckEvent, type ImportCheckEvent } from "#shared/contract/contacts-import.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

/** Posts a check and parses every NDJSON line against the contract. */
async function check(user: TestUser, id: string, mapping: (string | null)[]) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/contacts/imports/${id}/check`,
    headers: { cookie: user.cookie },
    payload: { mapping },
  });
  const events =
    res.statusCode === 200
      ? res.body
          .split("\n")
          .filter(Boolean)
          .map((line) => importCheckEvent.parse(JSON.parse(line)))
      : [];
  return { status: res.statusCode, type: String(res.headers["content-type"]), events, body: res.body };
}
const last = (events: ImportCheckEvent[]) => events[events.length - 1];

function peopleCsv(rows: number, bad: (row: number) => string | null) {
  const lines = ["First Name,Last Name,Email"];
  // Spreadsheet numbering: the header is row 1, so data row i is row i + 1.
  for (let r = 2; r <= rows + 1; r++) lines.push(`First${r},Last${r},${bad(r) ?? `p${r}@example.com`}`);
  return Buffer.from(lines.join("\n"));
}

describe("checking every row before the import", () => {
  it("flags a bad row far past the preview's first rows, with its row number", async () => {
    const up = await uploadImport(
      t,
      ann,
      "forty.csv",
      peopleCsv(40, (r) => (r === 31 ? "not-an-email" : null)),
    );
    expect(up.status).toBe(201);
    expect(up.body.preview).toHaveLength(20);
    expect(up.body.preview.every((r: { errors: string[] }) => r.errors.length === 0)).toBe(true);

    const res = await check(ann, up.body.job.id, up.body.job.mapping);
    expect(res.status).toBe(200);
    expect(res.type).toContain("application/x-ndjson");
    expect(res.events[0]).toMatchObject({ type: "sample" });
    expect(res.events[0]?.type === "sample" && res.events[0].preview).toHaveLength(20);
    expect(last(res.events)).toEqual({
      type: "done",
      checked: 40,
      total: 40,
      problems: 1,
      duplicates: 0,
      firstProblems: [{ row: 31, errors: ["Enter a valid email address"] }],
    });
  });

  it("reports a running count on a large file, counts duplicates of existing records and earlier rows", async () => {
    const u = await t.signUp();
    await call(t, u, "POST", "/api/contacts/people", {
      firstName: "Old",
      lastName: "Timer",
      email: "p100@example.com",
    });
    const csv = peopleCsv(2500, (r) => (r % 500 === 0 ? "bad" : r === 2001 ? "P3@example.com" : null));
    const up = await uploadImport(t, u, "big.csv", csv);
    const res = await check(u, up.body.job.id, up.body.job.mapping);
    const progress = res.events.filter((e) => e.type === "progress");
    expect(progress.length).toBeGreaterThanOrEqual(2);
    const counts = progress.map((e) => (e.type === "progress" ? e.checked : 0));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const done = last(res.events);
    expect(done).toMatchObject({ type: "done", checked: 2500, total: 2500, problems: 5, duplicates: 2 });
    expect(done?.type === "done" && done.firstProblems.map((p) => p.row)).toEqual([500, 1000, 1500, 2000, 2500]);
  });

  it("follows the mapping it is given: ignoring the bad column removes the problem", async () => {
    const up = await uploadImport(
      t,
      ann,
      "ignore.csv",
      peopleCsv(30, (r) => (r === 25 ? "nope" : null)),
    );
    const res = await check(ann, up.body.job.id, ["firstName", "lastName", null]);
    expect(last(res.events)).toMatchObject({ type: "done", checked: 30, problems: 0 });
  });

  it("answers 404 for another user's import or a malformed id and 400 for a bad mapping, before streaming", async () => {
    const up = await uploadImport(
      t,
      ann,
      "mine.csv",
      peopleCsv(3, () => null),
    );
    const bob = await t.signUp();
    expect((await check(bob, up.body.job.id, up.body.job.mapping)).status).toBe(404);
    expect((await check(ann, "not-a-uuid", up.body.job.mapping)).status).toBe(404);
    const noName = await check(ann, up.body.job.id, [null, null, "email"]);
    expect(noName.status).toBe(400);
    expect(noName.type).toContain("problem+json");
    const notArray = await t.app.inject({
      method: "POST",
      url: `/api/contacts/imports/${up.body.job.id}/check`,
      headers: { cookie: ann.cookie },
      payload: { mapping: "firstName" },
    });
    expect(notArray.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/contacts/imports/${up.body.job.id}/check`,
      payload: { mapping: up.body.job.mapping },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
