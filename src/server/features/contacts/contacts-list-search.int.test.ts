// The people and companies lists' search term (`q`) through the real app: which fields it reaches, that a term
// never matches across two of a company's fields (decision 0036), wildcards plain, other users' rows unseen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { companies, people } from "#server/db/schema/contacts.ts";
import { PEOPLE_TRIGRAM_STATS } from "#server/features/contacts/contacts-people.repository.ts";
import { forgetTrigramShares, indexStretch } from "#server/platform/rare-trigrams.ts";
import { recordStatements } from "../../../../tests/support/list-pages.ts";
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

// With trigram statistics, a term with a rare stretch asks the index for that stretch only and tests the whole
// term on the candidates; a common term keeps the plain pattern (platform/rare-trigrams.ts). Both must answer
// exactly what a "contains" over the fields answers.
describe("list q with trigram statistics", () => {
  const N = 400;
  let cy: TestUser;
  beforeAll(async () => {
    cy = await t.signUp();
    const rows = Array.from({ length: N }, (_, i) => i + 1);
    await t.ctx.db.insert(people).values(
      rows.map((n) => ({
        firstName: `First${n}`,
        lastName: `Last${n}`,
        nameKey: `first${n} last${n}`,
        createdBy: cy.id,
      })),
    );
    await t.ctx.db.insert(companies).values(
      rows.map((n) => ({
        name: `Company ${n}`,
        nameKey: `company ${n}`,
        website: `company${n}.example`,
        createdBy: cy.id,
      })),
    );
    await t.ctx.db.execute(sql`analyze people, companies`);
    forgetTrigramShares(t.ctx.db);
  });

  const contains = (values: string[], q: string) => values.filter((v) => v.toLowerCase().includes(q.toLowerCase()));

  it("takes the rare path for a rare stretch and the plain one for a common term", async () => {
    expect(await indexStretch(t.ctx.db, PEOPLE_TRIGRAM_STATS, "Last")).toBeNull();
    expect(await indexStretch(t.ctx.db, PEOPLE_TRIGRAM_STATS, "Last399")).toBe("399");
  });

  it("finds exactly the rows containing the term, rare or common, with the same total", async () => {
    const all = Array.from({ length: N }, (_, i) => ({ first: `First${i + 1}`, last: `Last${i + 1}` }));
    const byLast = (a: { first: string; last: string }, b: { first: string; last: string }) =>
      a.last.toLowerCase() < b.last.toLowerCase() ? -1 : a.last.toLowerCase() > b.last.toLowerCase() ? 1 : 0;
    for (const q of ["Last399", "t399", "st39", "Last", "rst12 L", "last1"]) {
      const expected = all.filter((p) => contains([`${p.first} ${p.last}`], q).length > 0).sort(byLast);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/contacts/people?q=${encodeURIComponent(q)}`,
        headers: { cookie: cy.cookie },
      });
      const body = res.json() as { items: { firstName: string; lastName: string }[]; total: number };
      expect(body.total, q).toBe(expected.length);
      expect(
        body.items.map((i) => `${i.firstName} ${i.lastName}`),
        q,
      ).toEqual(expected.slice(0, 20).map((p) => `${p.first} ${p.last}`));
    }
    for (const q of ["Company 399", "y 39", "399.exam", "company"]) {
      const expected = contains(
        Array.from({ length: N }, (_, i) => `Company ${i + 1}\u001fcompany${i + 1}.example`),
        q,
      ).map((text) => text.split("\u001f")[0] as string);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/contacts/companies?q=${encodeURIComponent(q)}`,
        headers: { cookie: cy.cookie },
      });
      const body = res.json() as { items: { name: string }[]; total: number };
      expect(body.total, q).toBe(expected.length);
      expect(new Set(body.items.map((i) => i.name)).size, q).toBe(Math.min(20, expected.length));
      for (const name of body.items.map((i) => i.name)) expect(expected, q).toContain(name);
    }
  });

  it("reads a search's matches once for the page and its count", async () => {
    // Collected once per statement (a materialized CTE): as `= any(array(…))` in the page and in the count, each
    // search's reads ran twice. Each table scan that tests the term (ILIKE, `~~*`) is listed by its table.
    const matchScans = async (url: string) => {
      let scans: string[] = [];
      await recordStatements(t, async (sent) => {
        await t.app.inject({ method: "GET", url, headers: { cookie: cy.cookie } });
        sent.length = 0;
        await t.app.inject({ method: "GET", url, headers: { cookie: cy.cookie } });
        expect(sent, url).toHaveLength(1);
        const statement = sent[0] as { text: string; values: unknown[] };
        const { rows } = await t.ctx.db.$client.query(`explain (format json) ${statement.text}`, statement.values);
        const walk = (node: Record<string, unknown>) => {
          const tests = ["Filter", "Recheck Cond", "Index Cond"].some((k) => String(node[k] ?? "").includes("~~*"));
          if (tests && node["Relation Name"]) scans.push(String(node["Relation Name"]));
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
        };
        walk(rows[0]["QUERY PLAN"][0].Plan);
      });
      return scans;
    };
    // People: the person's own fields and the company's name, one scan each.
    for (const url of ["/api/contacts/people?q=Last399", "/api/contacts/people?q=Last"]) {
      expect((await matchScans(url)).sort(), url).toEqual(["companies", "people"]);
    }
    expect(await matchScans("/api/contacts/companies?q=Company%20399"), "Company 399").toEqual(["companies"]);
  });
});
