// The people and companies lists' search term (`q`) through the real app: which fields it reaches, that a term
// never matches across two of a company's fields (decision 0036), wildcards plain, other users' rows unseen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, people } from "#server/db/schema/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

const names = async (user: TestUser, list: "people" | "companies", q: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/contacts/${list}?q=${encodeURIComponent(q)}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode, q).toBe(200);
  const body = res.json() as { items: { name?: string; firstName?: string; lastName?: string }[]; total: number };
  return body.items.map((i) => i.name ?? `${i.firstName} ${i.lastName}`);
};

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
  const [acme] = await t.ctx.db
    .insert(companies)
    .values([
      {
        name: "Acme Holdings",
        nameKey: "acmeholdings",
        website: "https://northwind.example",
        phone: "+1 415 555 0101",
        address: "12 Harbor Way, Oakland",
        createdBy: ann.id,
      },
      { name: "Globex 50% Partners", nameKey: "globex50partners", createdBy: ann.id },
      { name: "Acme Bob", nameKey: "acmebob", createdBy: bob.id },
    ])
    .returning();
  await t.ctx.db.insert(people).values([
    {
      firstName: "Dana",
      lastName: "Lee",
      nameKey: "danalee",
      email: "dana@lee.example",
      phone: "+1 212 555 0199",
      companyId: (acme as { id: string }).id,
      createdBy: ann.id,
    },
    { firstName: "Dana", lastName: "Bob", nameKey: "danabob", createdBy: bob.id },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe("companies list q", () => {
  it("matches the name, website, phone or address, case-insensitively", async () => {
    for (const q of ["holdings", "NORTHWIND", "555 0101", "harbor way"]) {
      expect(await names(ann, "companies", q)).toEqual(["Acme Holdings"]);
    }
  });

  it("never matches across two fields, treats wildcards as text and shows no other user's rows", async () => {
    // 'Holdings' ends the name and 'https' starts the website: together they are no field's text.
    expect(await names(ann, "companies", "holdings https")).toEqual([]);
    expect(await names(ann, "companies", "holdingshttps")).toEqual([]);
    expect(await names(ann, "companies", "50%")).toEqual(["Globex 50% Partners"]);
    expect(await names(ann, "companies", "a_me")).toEqual([]);
    expect(await names(ann, "companies", "acme")).toEqual(["Acme Holdings"]);
  });
});

describe("people list q", () => {
  it("matches the full name, e-mail, phone or company name; only the user's own", async () => {
    for (const q of ["dana lee", "lee.example", "555 0199", "acme hold"]) {
      expect(await names(ann, "people", q)).toEqual(["Dana Lee"]);
    }
    expect(await names(bob, "people", "dana")).toEqual(["Dana Bob"]);
  });
});
