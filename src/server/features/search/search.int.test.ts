import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "#server/db/schema/auth.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomMembers, dealrooms } from "#server/db/schema/dealrooms.ts";
import { documentAccess, leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { projects, projectStages } from "#server/db/schema/projects.ts";
import { tasks } from "#server/db/schema/tasks.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

const search = async (user: TestUser, q: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: user.cookie },
  });
  return {
    status: res.statusCode,
    items: (res.json() as { items: { id: string; title: string; type: string }[] }).items,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@search.test" });
  other = await t.signUp({ email: "other@search.test" });
  const db = t.ctx.db;
  const [acme] = await db
    .insert(companies)
    .values({ name: "Harbor Acme Partners", nameKey: "harboracmepartners", createdBy: dana.id })
    .returning();
  await db.insert(people).values([
    { firstName: "Harriet", lastName: "Stone", nameKey: "harrietstone", createdBy: dana.id, companyId: acme?.id },
    { firstName: "Sam", lastName: "Harbinger", nameKey: "samharbinger", createdBy: dana.id },
    { firstName: "Harbor", lastName: "Secret", nameKey: "harborsecret", createdBy: other.id },
  ]);
  await db.insert(leases).values([
    { title: "Harbor Tower lease", documentUrl: "x/1.pdf", ownerId: dana.id },
    { title: "Harbor Other's lease", documentUrl: "x/2.pdf", ownerId: other.id },
  ]);
  const [shared] = await db
    .insert(offeringMemorandums)
    .values({ title: "Harbor Point OM", documentUrl: "x/3.pdf", ownerId: other.id })
    .returning();
  await db.insert(documentAccess).values({
    documentId: shared?.id as string,
    documentType: "offering_memorandum",
    userId: dana.id,
    accessLevel: "viewer",
    status: "active",
  });
  const [room] = await db.insert(dealrooms).values({ name: "Harbor sale room", createdBy: other.id }).returning();
  await db.insert(dealroomMembers).values({
    dealroomId: room?.id as string,
    userId: dana.id,
    accessLevel: "viewer",
    status: "active",
  });
  await db.insert(dealrooms).values({ name: "Harbor private room", createdBy: other.id });
  await db.insert(tasks).values([
    { title: "Harbor lease renewal call", createdBy: dana.id },
    { title: "Harbor task of someone else", createdBy: other.id },
  ]);
  for (const [owner, name] of [
    [dana.id, "Harbor Yard expansion"],
    [other.id, "Harbor secret deal"],
  ] as const) {
    const [stage] = await db
      .insert(projectStages)
      .values({ createdBy: owner, projectType: "tenant_rep", name: "Prospect", position: 0 })
      .returning();
    await db
      .insert(projects)
      .values({ name, projectType: "tenant_rep", stageId: stage?.id as string, createdBy: owner });
  }
});
afterAll(async () => {
  await t.close();
});

describe("global search", () => {
  it("finds every type the user may open, sorted by title, and nothing of another user", async () => {
    const { status, items } = await search(dana, "harb");
    expect(status).toBe(200);
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ["company", "Harbor Acme Partners"],
      ["task", "Harbor lease renewal call"],
      ["offering_memorandum", "Harbor Point OM"],
      ["dealroom", "Harbor sale room"],
      ["lease", "Harbor Tower lease"],
      ["project", "Harbor Yard expansion"],
      ["person", "Sam Harbinger"],
    ]);
  });

  it("finds the user's tasks by title", async () => {
    const { items } = await search(dana, "renewal call");
    expect(items.map((i) => [i.type, i.title])).toEqual([["task", "Harbor lease renewal call"]]);
  });

  it("matches a multi-word person by first name and the start of the last name", async () => {
    const { items } = await search(dana, "  harriet   st ");
    expect(items).toEqual([expect.objectContaining({ type: "person", title: "Harriet Stone" })]);
  });

  it("returns nothing below 2 characters, treats wildcards literally and refuses control characters with a 400", async () => {
    expect((await search(dana, " h ")).items).toEqual([]);
    expect((await search(dana, "%%")).items).toEqual([]);
    expect((await search(dana, "__")).items).toEqual([]);
    // NUL never reaches PostgreSQL: the edge refuses it (issue 13).
    expect((await search(dana, "har\u0000bor")).status).toBe(400);
    const long = await t.app.inject({
      method: "GET",
      url: `/api/search?q=${"a".repeat(300)}`,
      headers: { cookie: dana.cookie },
    });
    expect(long.statusCode).toBe(400);
  });

  it("leaves out contacts and deal rooms when the plan does not open them", async () => {
    await t.ctx.db
      .update(profiles)
      .set({ trialEndDate: new Date(Date.now() - 86_400_000) })
      .where(eq(profiles.id, dana.id));
    const { items } = await search(dana, "harb");
    expect(items.map((i) => i.type).sort()).toEqual(["lease", "offering_memorandum"]);
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search?q=harbor" });
    expect(res.statusCode).toBe(401);
  });
});
