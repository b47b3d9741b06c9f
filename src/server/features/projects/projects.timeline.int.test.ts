// A project's timeline through HTTP on real Postgres: its own log, its tasks and its linked records' activity in
// one keyset-paged list, newest first; scoping (another user's project 404, anonymous 401, records the user may
// no longer open drop out, a deal room's log only with editor access); one statement per page however many
// records are linked.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomActivityLogs, dealroomMembers, dealrooms } from "#server/db/schema/dealrooms.ts";
import { documentAttachments, leaseFieldCorrections, leases } from "#server/db/schema/documents.ts";
import { properties, spaces } from "#server/db/schema/properties.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Res = { status: number; body: any };
type Entry = {
  id: string;
  source: { type: string; id: string; title: string };
  action: string;
  detail: string;
  createdAt: string;
};
const call = async (user: TestUser | null, method: string, url: string, payload?: unknown): Promise<Res> => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));

/** Every page of the timeline, following nextCursor. */
async function allPages(projectId: string, pageSize: number) {
  const items: Entry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const q: string = cursor ? `&cursor=${cursor}` : "";
    const res = await call(dana, "GET", `/api/projects/${projectId}/activity?pageSize=${pageSize}${q}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

let projectId: string;
let roomId: string;
let leaseId: string;
let personId: string;

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@timeline.test", firstName: "Dana", lastName: "Cole" });
  other = await t.signUp({ email: "olga@timeline.test", firstName: "Olga", lastName: "Berg" });
  const db = t.ctx.db;
  const created = await call(dana, "POST", "/api/projects", { name: "Acme relocation", type: "tenant_rep" });
  projectId = created.body.id;

  const [person] = await db
    .insert(people)
    .values({
      firstName: "Harriet",
      lastName: "Stone",
      nameKey: "harrietstone",
      createdBy: dana.id,
      createdAt: at(1),
      updatedAt: at(1),
    })
    .returning();
  personId = person?.id as string;
  const [company] = await db
    .insert(companies)
    .values({ name: "Acme Corp", nameKey: "acmecorp", createdBy: dana.id, createdAt: at(2), updatedAt: at(2) })
    .returning();
  const [lease] = await db
    .insert(leases)
    .values({
      title: "Acme lease",
      documentUrl: `${dana.id}/acme.pdf`,
      ownerId: dana.id,
      status: "completed",
      originalFileName: "acme.pdf",
      createdAt: at(3),
      processingCompletedAt: at(4),
    })
    .returning();
  leaseId = lease?.id as string;
  await db.insert(leaseFieldCorrections).values({
    leaseId,
    fieldKey: "expirationDate",
    value: "2031-06-30",
    correctedBy: dana.id,
    correctedAt: at(5),
  });
  await db.insert(documentAttachments).values({
    documentId: leaseId,
    documentType: "lease",
    fileName: "first-amendment.pdf",
    bucket: "documents",
    fileUrl: "x/first-amendment.pdf",
    fileType: "application/pdf",
    uploadedBy: dana.id,
    createdAt: at(6),
  });
  const [building] = await db
    .insert(properties)
    .values({ name: "Acme Tower", createdBy: dana.id, createdAt: at(7), updatedAt: at(7) })
    .returning();
  await db
    .insert(spaces)
    .values({ propertyId: building?.id as string, suite: "Suite 400", createdBy: dana.id, createdAt: at(8) });
  const [room] = await db
    .insert(dealrooms)
    .values({ name: "Acme room", createdBy: dana.id, createdAt: at(9) })
    .returning();
  roomId = room?.id as string;
  await db.insert(dealroomActivityLogs).values([
    {
      dealroomId: roomId,
      entityType: "dealroom",
      actionType: "created",
      userId: dana.id,
      details: { name: "Acme room" },
      createdAt: at(9),
    },
    {
      dealroomId: roomId,
      entityType: "document",
      actionType: "viewed",
      visitorEmail: "cfo@acme.test",
      details: { name: "Plans.pdf" },
      createdAt: at(10),
    },
  ]);
  for (const [type, id] of [
    ["person", personId],
    ["company", company?.id],
    ["lease", leaseId],
    ["property", building?.id],
    ["dealroom", roomId],
  ]) {
    expect((await call(dana, "POST", `/api/projects/${projectId}/links`, { type, id })).status).toBe(201);
  }
  // A task of the project, completed; a task about the linked person outside the project.
  const own = await call(dana, "POST", "/api/tasks", { title: "Tour the shortlist", projectId });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  expect((await call(dana, "POST", `/api/tasks/${own.body.id}/complete`, { completed: true })).status).toBe(200);
  const about = await call(dana, "POST", "/api/tasks", { title: "Call Harriet", personId });
  expect(about.status).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe("project timeline", () => {
  it("merges the project's log, its tasks and its linked records' activity, newest first, naming each source", async () => {
    const res = await call(dana, "GET", `/api/projects/${projectId}/activity?pageSize=100`);
    expect(res.status).toBe(200);
    const items = res.body.items as Entry[];
    const times = items.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const seen = items.map((e) => `${e.source.type}:${e.source.title}:${e.action}:${e.detail}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "project:Acme relocation:created:Tenant rep · Prospect",
        "project:Acme relocation:linked:lease: Acme lease",
        "task:Tour the shortlist:task_created:",
        "task:Tour the shortlist:task_completed:",
        "person:Harriet Stone:task_created:Call Harriet",
        "person:Harriet Stone:person_added:",
        "company:Acme Corp:company_added:",
        "lease:Acme lease:lease_uploaded:acme.pdf",
        "lease:Acme lease:lease_analysed:",
        "lease:Acme lease:lease_corrected:Expiration: 2031-06-30",
        "lease:Acme lease:attachment_added:first-amendment.pdf",
        "property:Acme Tower:property_added:",
        "property:Acme Tower:space_added:Suite 400",
        "dealroom:Acme room:dealroom_created:created the deal room Acme room",
        "dealroom:Acme room:dealroom_viewed:viewed Plans.pdf",
      ]),
    );
    const view = items.find((e) => e.action === "dealroom_viewed") as Entry & { actorName: string };
    expect(view.actorName).toBe("cfo@acme.test");
    expect(items.find((e) => e.action === "lease_uploaded")).toMatchObject({ source: { id: leaseId } });
    // The oldest entry is the person's record (minute 1), the first thing that happened.
    expect(items.at(-1)).toMatchObject({ action: "person_added", source: { id: personId } });
    expect(res.body.nextCursor).toBeNull();
  });

  it("pages by keyset without gaps or repeats, even when many entries share one instant", async () => {
    const whole = (await call(dana, "GET", `/api/projects/${projectId}/activity?pageSize=100`)).body.items as Entry[];
    // Entries at one instant are ordered by their key: pages must split them cleanly.
    await t.ctx.db.execute(sql`update project_activity set created_at = ${at(30)} where project_id = ${projectId}`);
    const tied = (await call(dana, "GET", `/api/projects/${projectId}/activity?pageSize=100`)).body.items as Entry[];
    const { items, pages } = await allPages(projectId, 3);
    expect(pages).toBe(Math.ceil(tied.length / 3));
    expect(items.map((e) => e.id)).toEqual(tied.map((e) => e.id));
    expect(new Set(items.map((e) => e.id)).size).toBe(whole.length);
  });

  it("answers 404 for another user's project, 401 anonymous, 400 for a cursor it did not hand out", async () => {
    expect((await call(other, "GET", `/api/projects/${projectId}/activity`)).status).toBe(404);
    expect((await call(null, "GET", `/api/projects/${projectId}/activity`)).status).toBe(401);
    const bad = await call(dana, "GET", `/api/projects/${projectId}/activity?cursor=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe("This page of activity no longer exists; reload the project");
    const forged = Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000000Z", "x'); drop table tasks; --"])).toString(
      "base64url",
    );
    expect((await call(dana, "GET", `/api/projects/${projectId}/activity?cursor=${forged}`)).status).toBe(400);
    expect((await call(dana, "GET", `/api/projects/${projectId}/activity?pageSize=0`)).status).toBe(400);
  });

  it("shows a shared deal room's log only to its editors, and drops records the user may no longer open", async () => {
    // Olga links Dana's room, where she is a viewer: the room's log stays out of her timeline.
    const theirs = await call(other, "POST", "/api/projects", { name: "Olga's deal", type: "other" });
    const [member] = await t.ctx.db
      .insert(dealroomMembers)
      .values({ dealroomId: roomId, userId: other.id, email: other.email, accessLevel: "viewer", status: "active" })
      .returning();
    expect(
      (await call(other, "POST", `/api/projects/${theirs.body.id}/links`, { type: "dealroom", id: roomId })).status,
    ).toBe(201);
    const asViewer = (await call(other, "GET", `/api/projects/${theirs.body.id}/activity`)).body.items as Entry[];
    expect(asViewer.some((e) => e.source.type === "dealroom")).toBe(false);
    await t.ctx.db.execute(sql`update dealroom_members set access_level = 'editor' where id = ${member?.id}`);
    const asEditor = (await call(other, "GET", `/api/projects/${theirs.body.id}/activity`)).body.items as Entry[];
    expect(asEditor.filter((e) => e.source.type === "dealroom").map((e) => e.action)).toEqual([
      "dealroom_viewed",
      "dealroom_created",
    ]);
    // Her access revoked: the room and its log leave her timeline.
    await t.ctx.db.execute(sql`update dealroom_members set status = 'revoked' where id = ${member?.id}`);
    const revoked = (await call(other, "GET", `/api/projects/${theirs.body.id}/activity`)).body.items as Entry[];
    expect(revoked.some((e) => e.source.type === "dealroom")).toBe(false);
  });

  it("reads a page in one statement however many records are linked (no query per record)", async () => {
    const pool = t.ctx.db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const original = pool.query;
    const statements: string[] = [];
    pool.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0];
      statements.push(typeof q === "string" ? q : String((q as { text?: string }).text ?? ""));
      return original.apply(this, args);
    };
    const measure = async (id: string) => {
      statements.length = 0;
      expect((await call(dana, "GET", `/api/projects/${id}/activity`)).status).toBe(200);
      return { total: statements.length, timelines: statements.filter((s) => s.includes("union all")).length };
    };
    try {
      const bare = await call(dana, "POST", "/api/projects", { name: "Bare deal", type: "other" });
      const few = await measure(bare.body.id);
      const many = await measure(projectId);
      expect(many.timelines).toBe(1);
      expect(many.total).toBe(few.total);
    } finally {
      pool.query = original;
    }
  });
});
