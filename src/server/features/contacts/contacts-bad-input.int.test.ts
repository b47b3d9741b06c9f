// Bad input and races answer 4xx, never 500; another user's records are missing; the feature gate.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call as callAs, type Json } from "../../../../tests/support/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ firstName: "Ann", lastName: "Broker" });
});
afterAll(async () => {
  await t.close();
});

const call = (user: TestUser | null, method: string, url: string, payload?: Json) =>
  callAs(t, user, method, url, payload);

describe("bad input", () => {
  it("refuses text the database cannot store (NUL, unpaired surrogates) with a 400, never a 500", async () => {
    const u = await t.signUp();
    const person = await call(u, "POST", "/api/contacts/people", { firstName: "Clean", lastName: "Person" });
    const company = await call(u, "POST", "/api/contacts/companies", { name: "Clean Co" });
    await call(u, "POST", "/api/custom-fields", { name: "Notes", fieldType: "text", entityType: "people" });
    const NUL = "a\u0000b";
    const enc = encodeURIComponent(NUL);
    const cases: [string, string, Json?][] = [
      ["GET", `/api/contacts/people?q=${enc}`],
      ["GET", `/api/contacts/companies?q=${enc}`],
      ["GET", `/api/contacts/people/export.csv?q=${enc}`],
      ["GET", `/api/contacts/company-options?q=${enc}`],
      ["GET", `/api/contacts/people/by-email?email=${enc}`],
      ["GET", `/api/contacts/companies/by-name?name=${enc}`],
      ["POST", "/api/contacts/people", { firstName: NUL, lastName: "x" }],
      ["POST", "/api/contacts/people", { firstName: "x", lastName: "x", email: NUL }],
      ["POST", "/api/contacts/people", { firstName: "x", lastName: "x", tags: [NUL] }],
      ["PATCH", `/api/contacts/people/${person.body.id}`, { lastName: NUL }],
      ["PATCH", `/api/contacts/people/${person.body.id}`, { customFields: { Notes: NUL } }],
      ["PATCH", `/api/contacts/people/${person.body.id}`, { customFields: { Notes: "x\ud800" } }],
      ["POST", "/api/contacts/companies", { name: NUL }],
      ["PATCH", `/api/contacts/companies/${company.body.id}`, { address: NUL }],
      ["POST", "/api/contacts/tags", { name: NUL }],
      ["POST", "/api/contacts/tag-assignments", { entityType: "people", entityId: person.body.id, name: NUL }],
      ["POST", "/api/custom-fields", { name: "Stage", fieldType: "dropdown", options: [NUL], entityType: "people" }],
      ["POST", "/api/contacts/scanner/save", { name: NUL }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(u, method, url, payload);
      expect(res.status, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body.detail, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(
        "Contains characters that cannot be saved",
      );
    }
    // Nothing was changed or created by the refused requests.
    const after = await call(u, "GET", `/api/contacts/people/${person.body.id}`);
    expect(after.body).toMatchObject({ firstName: "Clean", lastName: "Person", customFields: {}, tags: [] });
    expect((await call(u, "GET", "/api/contacts/people")).body.total).toBe(1);
    expect((await call(u, "GET", "/api/contacts/tags")).body.items).toEqual([]);
  });

  it("answers 409, not 500, when concurrent renames race for one name", async () => {
    const u = await t.signUp();
    for (let round = 0; round < 3; round++) {
      const made = await Promise.all(
        ["A", "B", "C", "D"].map((n) => call(u, "POST", "/api/contacts/tags", { name: `Race ${round} ${n}` })),
      );
      const renames = await Promise.all(
        made.map((m) => call(u, "PATCH", `/api/contacts/tags/${m.body.id}`, { name: `Winner ${round}` })),
      );
      const statuses = renames.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(renames.map((r) => r.body))).toEqual([200, 409, 409, 409]);
      const fields = await Promise.all(
        ["A", "B", "C"].map((n) =>
          call(u, "POST", "/api/custom-fields", {
            name: `Field ${round} ${n}`,
            fieldType: "text",
            entityType: "people",
          }),
        ),
      );
      const fieldRenames = await Promise.all(
        fields.map((f) => call(u, "PATCH", `/api/custom-fields/${f.body.id}`, { name: `Field Winner ${round}` })),
      );
      expect(fieldRenames.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    }
  });

  it("treats another user's records as missing in merges, tag merges and scanner updates", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await call(owner, "POST", "/api/contacts/people", {
      firstName: "Mine",
      lastName: "One",
      tags: ["Own"],
    });
    const theirs = await call(other, "POST", "/api/contacts/people", { firstName: "Theirs", lastName: "One" });
    const myCo = await call(owner, "POST", "/api/contacts/companies", { name: "Mine Co" });
    const theirCo = await call(other, "POST", "/api/contacts/companies", { name: "Theirs Co" });
    const myTag = mine.body.tags[0];
    const theirTag = await call(other, "POST", "/api/contacts/tags", { name: "Theirs" });

    const attempts: [TestUser, string, string, Json][] = [
      [owner, "POST", "/api/contacts/people/merge", { keepId: mine.body.id, mergeIds: [theirs.body.id] }],
      [other, "POST", "/api/contacts/people/merge", { keepId: theirs.body.id, mergeIds: [mine.body.id] }],
      [owner, "POST", "/api/contacts/companies/merge", { keepId: myCo.body.id, mergeIds: [theirCo.body.id] }],
      [owner, "POST", `/api/contacts/tags/${myTag.id}/merge`, { intoId: theirTag.body.id }],
      [other, "POST", `/api/contacts/tags/${theirTag.body.id}/merge`, { intoId: myTag.id }],
      [other, "POST", "/api/contacts/scanner/save", { name: "Hijack Attempt", updatePersonId: mine.body.id }],
    ];
    for (const [user, method, url, payload] of attempts) {
      expect((await call(user, method, url, payload)).status, `${url} ${JSON.stringify(payload)}`).toBe(404);
    }
    // Everything is still where it was.
    expect((await call(owner, "GET", `/api/contacts/people/${mine.body.id}`)).body).toMatchObject({
      firstName: "Mine",
      tags: [{ name: "Own" }],
    });
    expect((await call(other, "GET", `/api/contacts/people/${theirs.body.id}`)).status).toBe(200);
    expect((await call(other, "GET", `/api/contacts/companies/${theirCo.body.id}`)).status).toBe(200);
    expect((await call(other, "GET", "/api/contacts/tags")).body.items.map((x: { name: string }) => x.name)).toEqual([
      "Theirs",
    ]);
    expect((await call(other, "GET", "/api/contacts/people")).body.total).toBe(1);
  });

  it("answers 400, not 500, when a person is linked to a company deleted at the same moment", async () => {
    const u = await t.signUp();
    const someone = await call(u, "POST", "/api/contacts/people", { firstName: "Link", lastName: "Me" });
    for (let round = 0; round < 5; round++) {
      const co = await call(u, "POST", "/api/contacts/companies", { name: `Vanishing ${round}` });
      const [created, updated, deleted] = await Promise.all([
        call(u, "POST", "/api/contacts/people", { firstName: "Race", lastName: `${round}`, companyId: co.body.id }),
        call(u, "PATCH", `/api/contacts/people/${someone.body.id}`, { companyId: co.body.id }),
        call(u, "DELETE", `/api/contacts/companies/${co.body.id}`),
      ]);
      expect(deleted.status).toBe(200);
      expect([201, 400], JSON.stringify(created.body)).toContain(created.status);
      expect([200, 400], JSON.stringify(updated.body)).toContain(updated.status);
    }
  });

  it("answers 404, not 500, when a tag is deleted while it is being assigned or merged into", async () => {
    const u = await t.signUp();
    const p = await call(u, "POST", "/api/contacts/people", { firstName: "Tag", lastName: "Race" });
    for (let round = 0; round < 5; round++) {
      const from = await call(u, "POST", "/api/contacts/tags", { name: `From ${round}` });
      const into = await call(u, "POST", "/api/contacts/tag-assignments", {
        entityType: "people",
        entityId: p.body.id,
        name: `Into ${round}`,
      });
      const intoId = into.body.tags.find((x: { name: string }) => x.name === `Into ${round}`).id;
      const [assigned, merged, deleted] = await Promise.all([
        call(u, "POST", "/api/contacts/tag-assignments", {
          entityType: "people",
          entityId: p.body.id,
          name: `Into ${round}`,
        }),
        call(u, "POST", `/api/contacts/tags/${from.body.id}/merge`, { intoId }),
        call(u, "DELETE", `/api/contacts/tags/${intoId}`),
      ]);
      expect([200, 404]).toContain(deleted.status);
      expect([200, 404], JSON.stringify(assigned.body)).toContain(assigned.status);
      expect([200, 404], JSON.stringify(merged.body)).toContain(merged.status);
    }
  });

  it("answers 4xx for malformed ids, bodies and queries", async () => {
    const cases: [string, string, Json?, number?][] = [
      ["GET", "/api/contacts/people/not-a-uuid"],
      ["GET", "/api/contacts/companies/not-a-uuid"],
      ["DELETE", "/api/contacts/people/not-a-uuid"],
      ["GET", "/api/contacts/people?page=1e300"],
      ["GET", "/api/contacts/people?pageSize=abc"],
      ["GET", "/api/contacts/people?q=a&q=b"],
      ["GET", "/api/contacts/people?tagId=x"],
      ["POST", "/api/contacts/people", []],
      ["POST", "/api/contacts/people/delete", { ids: [] }],
      ["POST", "/api/contacts/people/merge", { keepId: "x", mergeIds: [] }],
      ["PATCH", "/api/custom-fields/not-a-uuid", { name: "X" }],
      ["POST", "/api/contacts/tags/not-a-uuid/merge", { intoId: "also-not" }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(ann, method, url, payload);
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});

describe("feature gate", () => {
  it("refuses contacts without the templates feature", async () => {
    const u = await t.signUp();
    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${u.id}`);
    for (const [method, url] of [
      ["GET", "/api/contacts/people"],
      ["GET", "/api/contacts/companies"],
      ["GET", "/api/contacts/tags"],
      ["GET", "/api/custom-fields?entityType=people"],
      ["GET", "/api/contacts/people/export.csv"],
    ]) {
      const res = await call(u, method as string, url as string);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe("FEATURE_REQUIRED");
    }
    expect((await call(null, "GET", "/api/contacts/people")).status).toBe(401);
  });
});
