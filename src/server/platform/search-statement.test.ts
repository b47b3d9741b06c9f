// The search statement is built once per set of types and term shape; requests only supply values.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchQueries, type SearchType } from "#server/platform/search.ts";
import { parseSearchTerm, type SearchTerm } from "#shared/rules/search.ts";

const types: SearchType[] = [
  {
    type: "company",
    spec: () => ({
      from: sql`companies c`,
      id: sql`c.id`,
      title: sql`c.name`,
      key: sql`c.search_key`,
      owner: sql`c.created_by`,
      domain: sql`(c.domain collate "C")`,
    }),
  },
  {
    type: "lease",
    spec: (user) => ({
      from: sql`leases d`,
      id: sql`d.id`,
      title: sql`d.title`,
      key: sql`d.search_key`,
      owner: sql`d.owner_id`,
      shared: sql`d.id = any(array(select a.document_id from document_access a where a.user_id = ${user}))`,
    }),
  },
];
const term = (q: string) => parseSearchTerm(q) as SearchTerm;
const alice = "00000000-0000-4000-8000-000000000001";
const bob = "00000000-0000-4000-8000-000000000002";

describe("search statements", () => {
  it("reuse one text for every user and term of a shape; only the values differ", () => {
    const a = searchQueries("unit", types, alice, term("harbor"));
    const b = searchQueries("unit", types, bob, term("cedar tower"));
    expect(b.best.text).toBe(a.best.text);
    expect(b.inside?.text).toBe(a.inside?.text);
    expect(a.best.values).toContain(alice);
    expect(a.best.values).not.toContain(bob);
    expect(b.best.values).toContain("cedar tower");
    // No value is written into the text.
    expect(a.best.text).not.toContain(alice);
    expect(a.best.text).not.toContain("harbor");
  });

  it("read inside words only for a term with a word of three letters, in a statement of its own", () => {
    const short = searchQueries("unit", types, alice, term("ha"));
    expect(short.inside).toBeNull();
    expect(short.best.text).not.toMatch(/'%' \|\| ld_search_key/);
    const long = searchQueries("unit", types, alice, term("har"));
    expect(long.inside?.text).toMatch(/'%' \|\| ld_search_key/);
    // The owner's rank-1 reads are in the second statement only; the first ranks the shared rows (by id).
    expect(long.inside?.text).not.toContain("document_access");
    expect(long.best.text).toContain("case when");
  });

  it("match a company's domain only when the term names one", () => {
    expect(searchQueries("unit", types, alice, term("harbor")).best.text).not.toContain("c.domain");
    const domain = searchQueries("unit", types, alice, term("https://www.acme-site.com/team"));
    expect(domain.best.text).toContain("c.domain");
    expect(domain.best.values).toContain("acme-site.com");
  });

  it("read rank 0 from the word index in a named statement when every type is indexed and the key has two letters", () => {
    const indexed = types.map((t) => ({ ...t, words: true }));
    const harbor = searchQueries("unit-words", indexed, alice, term("harbor"));
    expect(harbor.best.name).toMatch(/^search-words-\d+$/);
    expect(harbor.best.text).toContain("search_words");
    // Walk in title order first; the exact word range only when the walk cannot decide.
    expect(harbor.best.text).toMatch(/w\.prefix = term\.p2/);
    expect(harbor.best.text).toMatch(/w\.suffix >= term\.lo/);
    // One text and one name for every user and term of the shape (a plan prepared once per connection).
    const other = searchQueries("unit-words", indexed, bob, term("cedar"));
    expect(other.best).toMatchObject({ name: harbor.best.name, text: harbor.best.text });
    // Rank 1 stays an unnamed statement planned with the term.
    expect(harbor.inside?.name).toBeUndefined();
    // One letter ('a.'): the tables, as before; a type outside the index too.
    expect(searchQueries("unit-words", indexed, alice, term("a.")).best.name).toBeUndefined();
    expect(searchQueries("unit", types, alice, term("harbor")).best.name).toBeUndefined();
  });

  it("read rank 1 in the named word-index statement when the term has a rare stretch, gated on rank 0", () => {
    const indexed = types.map((t) => ({ ...t, words: true, trigrams: `${t.type}_stat` }));
    const plain = searchQueries("unit-rare", indexed, alice, term("qxzvw"));
    const rare = searchQueries("unit-rare", indexed, alice, term("qxzvw"), "qxzvw");
    expect(plain.inside).not.toBeNull();
    expect(rare.inside).toBeNull();
    expect(rare.best.name).toMatch(/^search-words-\d+$/);
    expect(rare.best.name).not.toBe(plain.best.name);
    // Owned rows inside words, through the LIKE pattern the term CTE builds from the stretch; read only when
    // rank 0 found fewer than ten.
    expect(rare.best.text).toContain("like (select term.pattern from term)");
    expect(rare.best.text).toMatch(/where \(select count\(\*\) from best where best\.rank = 0\) < 10/);
    expect(rare.best.values).toContain("qxzvw");
    // Ordered by an expression no btree holds: no plan can walk every row of the user in title order instead.
    expect(rare.best.text).toContain("order by d.search_key || '' limit 10");
    // One text for every term of the shape: the stretch is a value too.
    expect(searchQueries("unit-rare", indexed, bob, term("zzyzx tower"), "zzyzx").best.text).toBe(rare.best.text);
    // A type without trigram statistics, or a term with no word of three letters: the two-statement path.
    const noStats = types.map((t) => ({ ...t, words: true }));
    expect(searchQueries("unit-rare", noStats, alice, term("qxzvw"), "qxzvw").inside).not.toBeNull();
    expect(searchQueries("unit-rare", indexed, alice, term("qx"), "qx").best.text).not.toContain("term.pattern");
  });
});
