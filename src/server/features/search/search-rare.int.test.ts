// A term with a rare stretch reads rank 1 (inside words) in the rank-0 statement (decision 0045, addendum).
// The trigram statistics only choose the statements: the rows must be exactly those of the two-statement path,
// and a match the statistics cannot have seen (inserted after ANALYZE) must still be found.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { searchProviders } from "#server/app.ts";
import { companies } from "#server/db/schema/contacts.ts";
import { leases } from "#server/db/schema/documents.ts";
import { tasks } from "#server/db/schema/tasks.ts";
import { rareStretch, readTypes } from "#server/features/search/search.repository.ts";
import { forgetTrigramShares } from "#server/platform/rare-trigrams.ts";
import { searchRows } from "#server/platform/search.ts";
import { parseSearchTerm, type SearchTerm } from "#shared/rules/search.ts";
import { seedSearchOwner, seedSearchSharing } from "../../../../tests/support/search-seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

const term = (q: string) => parseSearchTerm(q) as SearchTerm;
const tables =
  "leases, offering_memorandums, dealroom_documents, people, projects, properties, companies, tasks, dealrooms, surveys";

/** How many search statements (texts holding ld_search_key) Dana's search for `q` sends, and what it answers. */
async function searchCounted(q: string) {
  const spy = vi.spyOn(t.ctx.db.$client, "query");
  try {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/search?q=${encodeURIComponent(q)}`,
      headers: { cookie: dana.cookie },
    });
    expect(res.statusCode).toBe(200);
    const texts = spy.mock.calls.map(([c]) => (typeof c === "string" ? c : ((c as { text?: string }).text ?? "")));
    const items = (res.json() as { items: { type: string; title: string }[] }).items;
    return { statements: texts.filter((s) => s.includes("ld_search_key")).length, items };
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@rare.test" });
  other = await t.signUp({ email: "other@rare.test" });
  const pool = t.ctx.db.$client;
  // The bench's titles ('Harbor Maple lease 17'): trigrams of the words are in most rows, each number's in few.
  await seedSearchOwner(pool, dana.id, 300);
  await seedSearchOwner(pool, other.id, 60);
  await seedSearchSharing(pool, dana.id, other.id);
  await pool.query(`analyze ${tables}`);
  forgetTrigramShares(t.ctx.db);
  // After ANALYZE, so no statistics have seen them: rank 0 (a title start), rank 1 inside a word of the user's
  // own rows and of a lease shared with her; another user's match that must not leak.
  await t.ctx.db.insert(tasks).values({ title: "Qxzvw task", createdBy: dana.id });
  await t.ctx.db.insert(leases).values({ title: "Harborqxzvwk lease", documentUrl: "x/q.pdf", ownerId: dana.id });
  await t.ctx.db.insert(companies).values({ name: "Bayqxzvw Partners", nameKey: "bayqxzvw", createdBy: dana.id });
  await t.ctx.db.insert(leases).values({ title: "Aqxzvw elsewhere", documentUrl: "x/o.pdf", ownerId: other.id });
  const shared = await pool.query<{ id: string }>(
    "select document_id as id from document_access where user_id = $1 limit 1",
    [dana.id],
  );
  await t.ctx.db
    .update(leases)
    .set({ title: "Cedarqxzvw shared lease" })
    .where(eq(leases.id, shared.rows[0]?.id as string));
});
afterAll(async () => {
  await t?.close();
});

describe("rank 1 in the first statement for a rare term", () => {
  it("finds matches the statistics never saw, ranked, in one statement; nothing of another user", async () => {
    expect(await rareStretch(t.ctx.db, searchProviders, term("qxzvw"))).toBe("qxzvw");
    const { statements, items } = await searchCounted("qxzvw");
    expect(statements).toBe(1);
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ["task", "Qxzvw task"],
      ["company", "Bayqxzvw Partners"],
      ["lease", "Cedarqxzvw shared lease"],
      ["lease", "Harborqxzvwk lease"],
    ]);
  });

  it("answers a term found nowhere from one statement", async () => {
    expect(await searchCounted("zzyzx tower")).toEqual({ statements: 1, items: [] });
  });

  it("keeps two statements for a term the statistics call common (inside 'Harbor' in most titles)", async () => {
    expect(await rareStretch(t.ctx.db, searchProviders, term("arbo"))).toBeNull();
    const { statements, items } = await searchCounted("arbo");
    expect(statements).toBe(2);
    expect(items).toHaveLength(10);
  });

  it("gives exactly the rows of the two-statement path, whichever path a term takes", async () => {
    const terms = [
      "qxzvw",
      "xzvw",
      "zvw task",
      "qxzvwk lease",
      "zzyzx tower",
      "arbo",
      "rborvie",
      "aria garc",
      "ria",
      "harbor maple lease 1",
      "ase 29",
      "299",
      "co17.example.com",
      "cedarqx",
      "résidence",
      "urich",
    ];
    const paths = { rare: 0, common: 0 };
    for (const q of terms) {
      const tm = term(q);
      const stretch = await rareStretch(t.ctx.db, searchProviders, tm);
      paths[stretch ? "rare" : "common"]++;
      const chosen = await readTypes(t.ctx.db, searchProviders, dana.id, tm);
      const twoStatements = await searchRows(t.ctx.db.$client, "rare-test", searchProviders, dana.id, tm, null);
      expect(chosen, q).toEqual(twoStatements);
    }
    // Both paths were compared, not one of them twice.
    expect(paths.rare).toBeGreaterThanOrEqual(5);
    expect(paths.common).toBeGreaterThanOrEqual(5);
  });
});
