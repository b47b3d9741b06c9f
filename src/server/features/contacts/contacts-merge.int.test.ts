// Duplicate people and companies, and merging them.
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

describe("duplicates and merge", () => {
  it("finds people by e-mail or name at the same company and merges keeping tags, custom fields and links", async () => {
    const u = await t.signUp();
    await call(u, "POST", "/api/custom-fields", { name: "Source", fieldType: "text", entityType: "people" });
    await call(u, "POST", "/api/custom-fields", { name: "Budget", fieldType: "text", entityType: "people" });
    const acme = await call(u, "POST", "/api/contacts/companies", { name: "Acme, Inc." });
    const a = await call(u, "POST", "/api/contacts/people", {
      firstName: "José",
      lastName: "Ruiz",
      companyId: acme.body.id,
      tags: ["A"],
      customFields: { Source: "Referral" },
    });
    const b = await call(u, "POST", "/api/contacts/people", {
      firstName: "jose",
      lastName: "ruiz",
      email: "jose@acme.com",
      phone: "555",
      companyId: acme.body.id,
      tags: ["B"],
      customFields: { Source: "Web", Budget: "1M" },
    });
    await call(u, "POST", "/api/contacts/people", { firstName: "Other", lastName: "One", email: "JOSE@acme.com " });
    const dups = await call(u, "GET", "/api/contacts/people/duplicates");
    const reasons = dups.body.groups.map((g: { reason: string }) => g.reason).sort();
    expect(reasons).toEqual(["email", "name_company"]);

    const merged = await call(u, "POST", "/api/contacts/people/merge", { keepId: a.body.id, mergeIds: [b.body.id] });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ email: "jose@acme.com", phone: "555", company: { id: acme.body.id } });
    expect(merged.body.tags.map((x: { name: string }) => x.name)).toEqual(["A", "B"]);
    expect(merged.body.customFields).toEqual({ Source: "Referral", Budget: "1M" });
    expect((await call(u, "GET", `/api/contacts/people/${b.body.id}`)).status).toBe(404);
    // Another user's record cannot take part.
    const foreign = await call(ann, "POST", "/api/contacts/people", { firstName: "F", lastName: "G" });
    expect(
      (await call(u, "POST", "/api/contacts/people/merge", { keepId: a.body.id, mergeIds: [foreign.body.id] })).status,
    ).toBe(404);
  });

  it("finds companies by normalised name or domain; merge moves their people", async () => {
    const u = await t.signUp();
    const one = await call(u, "POST", "/api/contacts/companies", { name: "The Acme Company", tags: ["Owner"] });
    const two = await call(u, "POST", "/api/contacts/companies", {
      name: "ACME, Inc.",
      website: "https://www.acme.com/x",
    });
    const three = await call(u, "POST", "/api/contacts/companies", { name: "Acme Holdings", website: "acme.com" });
    const p = await call(u, "POST", "/api/contacts/people", {
      firstName: "Em",
      lastName: "Ployee",
      companyId: three.body.id,
    });
    const groups = (await call(u, "GET", "/api/contacts/companies/duplicates")).body.groups;
    expect(groups.map((g: { reason: string; key: string }) => `${g.reason}:${g.key}`).sort()).toEqual([
      "domain:acme.com",
      "name:acme",
    ]);
    const merged = await call(u, "POST", "/api/contacts/companies/merge", {
      keepId: one.body.id,
      mergeIds: [two.body.id, three.body.id],
    });
    expect(merged.body).toMatchObject({ name: "The Acme Company", website: "https://www.acme.com/x", peopleCount: 1 });
    expect(merged.body.people.map((x: { id: string }) => x.id)).toEqual([p.body.id]);
    expect(merged.body.tags.map((x: { name: string }) => x.name)).toEqual(["Owner"]);
    expect((await call(u, "GET", `/api/contacts/people/${p.body.id}`)).body.company.id).toBe(one.body.id);
  });
});
