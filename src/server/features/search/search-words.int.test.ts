// The word index behind rank-0 search (decision 0049) is kept by triggers on the ten searched tables. After
// inserts (one row and many), renames, owner changes, a document moved to another room, deletes (direct and
// cascaded) and a truncate, `search_words` must hold exactly what ld_search_word_starts() gives for the rows
// there are, and search must find the new titles and not the old ones.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomDocuments, dealrooms } from "#server/db/schema/dealrooms.ts";
import { leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { projects } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import { surveys } from "#server/db/schema/surveys.ts";
import { tasks } from "#server/db/schema/tasks.ts";
import type { SearchResultType } from "#shared/rules/search.ts";
import { seedEveryType } from "../../../../tests/support/search-records.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
let ids: Partial<Record<SearchResultType, string>>;

/** The searched tables: type, table, owner column (the triggers' arguments). */
const tables: [SearchResultType, string, string][] = [
  ["lease", "leases", "owner_id"],
  ["offering_memorandum", "offering_memorandums", "owner_id"],
  ["person", "people", "created_by"],
  ["company", "companies", "created_by"],
  ["task", "tasks", "created_by"],
  ["project", "projects", "created_by"],
  ["property", "properties", "created_by"],
  ["survey", "surveys", "created_by"],
  ["dealroom", "dealrooms", "created_by"],
  ["document", "dealroom_documents", "room_owner"],
];

type Word = { owner: string; id: string; type: string; prefix: string; key: string; suffix: string; first: boolean };
const order = (rows: Word[]) =>
  rows.map((r) => JSON.stringify([r.type, r.id, r.suffix, r.owner, r.prefix, r.key, r.first])).sort();

/** What the word index should hold: every owned row's word starts, recomputed from the tables. */
async function expectedWords(): Promise<string[]> {
  const reads = tables.map(
    ([type, table, owner]) =>
      `select t.${owner} as owner, t.id, '${type}' as type, w.prefix, t.search_key as key, w.suffix, w.first
         from ${table} t cross join lateral ld_search_word_starts(t.search_key) w where t.${owner} is not null`,
  );
  const { rows } = await t.ctx.db.$client.query<Word>(reads.join(" union all "));
  return order(rows);
}

async function actualWords(): Promise<string[]> {
  const { rows } = await t.ctx.db.$client.query<Word>(
    "select owner, id, type, prefix, key, suffix, first from search_words",
  );
  return order(rows);
}

async function expectIndexTrue() {
  const actual = await actualWords();
  expect(actual).toEqual(await expectedWords());
  return actual.length;
}

const titles = async (user: TestUser, q: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { type: string; title: string }[] }).items.map((i) => `${i.type}: ${i.title}`);
};

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@words.test" });
  other = await t.signUp({ email: "other@words.test" });
  ids = await seedEveryType(t.ctx.db, dana.id, "Okapi Harbor");
});
afterAll(async () => {
  await t?.close();
});

describe("search_words follows the searched tables", () => {
  it("holds every word start of a new row of each of the ten types, one `first` entry per two letters", async () => {
    expect(await expectIndexTrue()).toBeGreaterThan(0);
    const { rows } = await t.ctx.db.$client.query<Word>(
      "select prefix, suffix, first from search_words where id = $1 order by suffix desc",
      [ids.lease],
    );
    expect(rows).toEqual([
      { prefix: "ok", suffix: "okapi harbor lease", first: true },
      { prefix: "le", suffix: "lease", first: true },
      { prefix: "ha", suffix: "harbor lease", first: true },
    ]);
    expect(await titles(dana, "harb")).toHaveLength(10);
  });

  it("a statement inserting many rows indexes all of them", async () => {
    await t.ctx.db
      .insert(tasks)
      .values(Array.from({ length: 30 }, (_, i) => ({ title: `Quokka call ${i} quokka`, createdBy: dana.id })));
    await expectIndexTrue();
    expect(await titles(dana, "quokka call 1")).toEqual(
      ["task: Quokka call 1 quokka"].concat(Array.from({ length: 9 }, (_, i) => `task: Quokka call 1${i} quokka`)),
    );
  });

  it("a rename of each type replaces its words: the new title is found, the old one no longer", async () => {
    const renamed = "Wombat Quay";
    await t.ctx.db
      .update(leases)
      .set({ title: `${renamed} lease` })
      .where(eq(leases.id, ids.lease as string));
    await t.ctx.db
      .update(offeringMemorandums)
      .set({ title: `${renamed} memorandum` })
      .where(eq(offeringMemorandums.id, ids.offering_memorandum as string));
    await t.ctx.db
      .update(people)
      .set({ firstName: "Wombat", lastName: "Quay" })
      .where(eq(people.id, ids.person as string));
    await t.ctx.db
      .update(companies)
      .set({ name: `${renamed} company` })
      .where(eq(companies.id, ids.company as string));
    await t.ctx.db
      .update(tasks)
      .set({ title: `${renamed} task` })
      .where(eq(tasks.id, ids.task as string));
    await t.ctx.db
      .update(projects)
      .set({ name: `${renamed} project` })
      .where(eq(projects.id, ids.project as string));
    // A property's key is its name and building name.
    await t.ctx.db
      .update(properties)
      .set({ buildingName: "Wombat Quay Tower" })
      .where(eq(properties.id, ids.property as string));
    await t.ctx.db
      .update(surveys)
      .set({ name: `${renamed} survey` })
      .where(eq(surveys.id, ids.survey as string));
    await t.ctx.db
      .update(dealrooms)
      .set({ name: `${renamed} room` })
      .where(eq(dealrooms.id, ids.dealroom as string));
    await t.ctx.db
      .update(dealroomDocuments)
      .set({ name: `${renamed} document` })
      .where(eq(dealroomDocuments.id, ids.document as string));
    await expectIndexTrue();
    expect(await titles(dana, "quay")).toEqual([
      "property: Okapi Harbor property",
      "person: Wombat Quay",
      "company: Wombat Quay company",
      "document: Wombat Quay document",
      "lease: Wombat Quay lease",
      "offering_memorandum: Wombat Quay memorandum",
      "project: Wombat Quay project",
      "dealroom: Wombat Quay room",
      "survey: Wombat Quay survey",
      "task: Wombat Quay task",
    ]);
    // Only the property (not renamed, a building name added) still has 'okapi' in its title.
    expect(await titles(dana, "okapi")).toEqual(["property: Okapi Harbor property"]);
  });

  it("an update that changes neither title nor owner leaves the index alone", async () => {
    const before = await t.ctx.db.$client.query("select ctid::text from search_words where id = $1", [ids.task]);
    await t.ctx.db
      .update(tasks)
      .set({ description: "Call back on Monday" })
      .where(eq(tasks.id, ids.task as string));
    const after = await t.ctx.db.$client.query("select ctid::text from search_words where id = $1", [ids.task]);
    expect(after.rows).toEqual(before.rows);
  });

  it("a new owner (and a document moved to another owner's room) moves the words with the row", async () => {
    await t.ctx.db
      .update(leases)
      .set({ ownerId: other.id })
      .where(eq(leases.id, ids.lease as string));
    const [room] = await t.ctx.db.insert(dealrooms).values({ name: "Other room", createdBy: other.id }).returning();
    await t.ctx.db
      .update(dealroomDocuments)
      .set({ dealroomId: room?.id as string })
      .where(eq(dealroomDocuments.id, ids.document as string));
    await expectIndexTrue();
    expect(await titles(other, "wombat")).toEqual(["document: Wombat Quay document", "lease: Wombat Quay lease"]);
    expect((await titles(dana, "wombat")).some((x) => x.startsWith("lease") || x.startsWith("document"))).toBe(false);
  });

  it("deletes remove the words, also when the database cascades them (a room's documents)", async () => {
    await t.ctx.db.delete(companies).where(eq(companies.id, ids.company as string));
    await t.ctx.db.insert(dealroomDocuments).values([
      { dealroomId: ids.dealroom as string, name: "Numbat one", kind: "richtext" },
      { dealroomId: ids.dealroom as string, name: "Numbat two", kind: "richtext" },
    ]);
    expect(await titles(dana, "numbat")).toHaveLength(2);
    await t.ctx.db.delete(dealrooms).where(eq(dealrooms.id, ids.dealroom as string));
    await expectIndexTrue();
    expect(await titles(dana, "numbat")).toEqual([]);
    expect((await titles(dana, "wombat")).some((x) => x.startsWith("company") || x.startsWith("dealroom"))).toBe(false);
  });

  it("a truncate empties the type's words", async () => {
    await t.ctx.db.execute(sql`truncate surveys cascade`);
    await expectIndexTrue();
    const { rows } = await t.ctx.db.$client.query("select count(*)::int as n from search_words where type = 'survey'");
    expect(rows[0].n).toBe(0);
  });
});
