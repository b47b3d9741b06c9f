// Projects through HTTP on real Postgres: owner, other user (404), anonymous (401), bad input (4xx).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealrooms } from "#server/db/schema/dealrooms.ts";
import { properties } from "#server/db/schema/properties.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Res = { status: number; body: any };
const call = async (user: TestUser | null, method: string, url: string, payload?: unknown): Promise<Res> => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

const create = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(user, "POST", "/api/projects", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; stageId: string; estimatedCommission: number | null };
};

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@projects.test", firstName: "Dana", lastName: "Cole" });
  other = await t.signUp({ email: "other@projects.test" });
});
afterAll(async () => {
  await t.close();
});

describe("stages", () => {
  it("start from the defaults per type and can be renamed, extended, reordered and deleted", async () => {
    const tr = await call(dana, "GET", "/api/project-stages?type=tenant_rep");
    expect(tr.status).toBe(200);
    expect(tr.body.items.map((s: { name: string }) => s.name)).toEqual([
      "Prospect",
      "Pursuit",
      "Assignment",
      "Survey/Tours",
      "RFP",
      "Lease Execution",
      "Closed",
    ]);
    const ll = await call(dana, "GET", "/api/project-stages?type=landlord_rep");
    expect(ll.body.items[0].name).toBe("Inquiry");

    const added = await call(dana, "POST", "/api/project-stages", { type: "tenant_rep", name: "  LOI  " });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "LOI", position: 7 });
    const dup = await call(dana, "POST", "/api/project-stages", { type: "tenant_rep", name: "loi" });
    expect(dup.status).toBe(409);
    expect(dup.body.title).toBe("A stage with this name already exists");

    const renamed = await call(dana, "PATCH", `/api/project-stages/${added.body.id}`, { name: "Letter of Intent" });
    expect(renamed.body.name).toBe("Letter of Intent");

    const ids = [added.body.id, ...tr.body.items.map((s: { id: string }) => s.id)];
    const reordered = await call(dana, "PUT", "/api/project-stages/order", { type: "tenant_rep", ids });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items[0].name).toBe("Letter of Intent");
    const partial = await call(dana, "PUT", "/api/project-stages/order", { type: "tenant_rep", ids: ids.slice(1) });
    expect(partial.status).toBe(400);
    expect(partial.body.detail).toBe("List every stage of the pipeline exactly once");

    expect((await call(other, "PATCH", `/api/project-stages/${added.body.id}`, { name: "x" })).status).toBe(404);
    expect((await call(other, "DELETE", `/api/project-stages/${added.body.id}`)).status).toBe(404);
    expect((await call(dana, "DELETE", `/api/project-stages/${added.body.id}`)).status).toBe(200);
    expect((await call(null, "GET", "/api/project-stages?type=tenant_rep")).status).toBe(401);
    expect((await call(dana, "POST", "/api/project-stages", { type: "tenant_rep", name: "  " })).body.detail).toBe(
      "Stage name is required",
    );
  });

  it("refuse to delete a stage holding projects or the last stage of a pipeline", async () => {
    const p = await create(dana, { name: "Stage holder", type: "other" });
    const inUse = await call(dana, "DELETE", `/api/project-stages/${p.stageId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.title).toBe("Move this stage's projects to another stage before deleting it");
    const stages = (await call(dana, "GET", "/api/project-stages?type=other")).body.items as { id: string }[];
    for (const s of stages.filter((s) => s.id !== p.stageId)) {
      expect((await call(dana, "DELETE", `/api/project-stages/${s.id}`)).status).toBe(200);
    }
    await call(dana, "DELETE", `/api/projects/${(p as { id: string }).id}?tasks=keep`);
    const last = await call(dana, "DELETE", `/api/project-stages/${p.stageId}`);
    expect(last.status).toBe(409);
    expect(last.body.title).toBe("A pipeline needs at least one stage");
  });
});

describe("projects", () => {
  it("create in the first stage with an estimated commission, read, update and move across stages", async () => {
    const p = await create(dana, {
      name: "Acme HQ relocation",
      description: "50k SF downtown",
      type: "tenant_rep",
      sizeSf: 10_000,
      rentPsf: 42.5,
      termMonths: 60,
      commissionPct: 4,
    });
    expect(p.estimatedCommission).toBe(85_000);
    const got = await call(dana, "GET", `/api/projects/${p.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ name: "Acme HQ relocation", stageName: "Prospect", tasks: [], links: [] });
    const first = (await call(dana, "GET", `/api/projects/${p.id}/activity`)).body.items;
    expect(first[0]).toMatchObject({
      action: "created",
      actorName: "Dana Cole",
      source: { type: "project", id: p.id },
    });

    const stages = (await call(dana, "GET", "/api/project-stages?type=tenant_rep")).body.items as {
      id: string;
      name: string;
    }[];
    const rfp = stages.find((s) => s.name === "RFP") as { id: string };
    const moved = await call(dana, "PATCH", `/api/projects/${p.id}`, { stageId: rfp.id, rentPsf: null });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ stageName: "RFP", estimatedCommission: null, rentPsf: null });
    const log = (await call(dana, "GET", `/api/projects/${p.id}/activity`)).body.items;
    expect(log.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(["stage_changed", "updated"]));

    // A stage of another type is refused; a new type without a stage lands in its first stage.
    const ll = (await call(dana, "GET", "/api/project-stages?type=landlord_rep")).body.items;
    const wrong = await call(dana, "PATCH", `/api/projects/${p.id}`, { stageId: ll[1].id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe("That stage belongs to another project type");
    const retyped = await call(dana, "PATCH", `/api/projects/${p.id}`, { type: "landlord_rep" });
    expect(retyped.body).toMatchObject({ type: "landlord_rep", stageName: "Inquiry" });
  });

  it("totals the estimated commission per board column", async () => {
    const stages = (await call(dana, "GET", "/api/project-stages?type=investment_sale")).body.items;
    await create(dana, {
      name: "Sale A",
      type: "investment_sale",
      sizeSf: 1000,
      rentPsf: 30,
      termMonths: 12,
      commissionPct: 5,
    });
    await create(dana, {
      name: "Sale B",
      type: "investment_sale",
      sizeSf: 2000,
      rentPsf: 30,
      termMonths: 24,
      commissionPct: 5,
    });
    await create(dana, { name: "Sale C", type: "investment_sale" });
    await create(dana, {
      name: "Sale D",
      type: "investment_sale",
      stageId: stages[2].id,
      sizeSf: 1,
      rentPsf: 0.1,
      termMonths: 12,
      commissionPct: 100,
    });
    const board = await call(dana, "GET", "/api/projects/board?type=investment_sale");
    expect(board.status).toBe(200);
    const [pitch, , marketing] = board.body.columns;
    expect(pitch).toMatchObject({ name: "Pitch", count: 3, totalCommission: 7500 });
    expect(pitch.projects.map((p: { name: string }) => p.name)).toEqual(["Sale A", "Sale B", "Sale C"]);
    expect(marketing).toMatchObject({ name: "Marketing", count: 1, totalCommission: 0.1 });
    const pipeline = await call(dana, "GET", "/api/projects/pipeline");
    const sale = pipeline.body.types.find((x: { type: string }) => x.type === "investment_sale");
    expect(sale.stages[0]).toMatchObject({ name: "Pitch", count: 3, totalCommission: 7500 });
  });

  it("lists with paging, search, sort and filters", async () => {
    for (let i = 1; i <= 22; i++) await create(dana, { name: `Tower ${String(i).padStart(2, "0")}`, type: "other" });
    const page1 = await call(dana, "GET", "/api/projects?q=tower&sort=name");
    expect(page1.body.total).toBe(22);
    expect(page1.body.items).toHaveLength(20);
    expect(page1.body.items[0].name).toBe("Tower 01");
    const page2 = await call(dana, "GET", "/api/projects?q=tower&sort=-name&page=2");
    expect(page2.body.items.map((p: { name: string }) => p.name)).toEqual(["Tower 02", "Tower 01"]);
    const bySale = await call(dana, "GET", "/api/projects?type=investment_sale&sort=-estimatedCommission");
    expect(bySale.body.items[0].name).toBe("Sale B");
    expect((await call(dana, "GET", "/api/projects?q=%25%25")).body.total).toBe(0);
    expect((await call(dana, "GET", "/api/projects?sort=password")).status).toBe(400);
    expect((await call(other, "GET", "/api/projects")).body.total).toBe(0);
    const options = await call(dana, "GET", "/api/projects/options?q=tower");
    expect(options.body.items).toHaveLength(5);
    expect((await call(dana, "GET", "/api/projects/options?q=%20")).body.items).toEqual([]);
  });

  it("answers 404 to another user and 401 to nobody on every project route", async () => {
    const p = await create(dana, { name: "Private deal", type: "tenant_rep" });
    for (const [method, url, body] of [
      ["GET", `/api/projects/${p.id}`],
      ["PATCH", `/api/projects/${p.id}`, { name: "Mine now" }],
      ["DELETE", `/api/projects/${p.id}?tasks=keep`],
      ["POST", `/api/projects/${p.id}/links`, { type: "person", id: p.id }],
    ] as [string, string, unknown][]) {
      expect((await call(other, method, url, body)).status, `${method} ${url}`).toBe(404);
      expect((await call(null, method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await call(null, "GET", "/api/projects")).status).toBe(401);
    expect((await call(null, "GET", "/api/projects/board")).status).toBe(401);
    expect((await call(null, "GET", "/api/projects/pipeline")).status).toBe(401);
    // Another user's stage cannot receive my project.
    const theirs = (await call(other, "GET", "/api/project-stages?type=tenant_rep")).body.items[0];
    expect(
      (await call(dana, "POST", "/api/projects", { name: "x", type: "tenant_rep", stageId: theirs.id })).status,
    ).toBe(404);
    expect((await call(dana, "GET", `/api/projects/${p.id}`)).body.name).toBe("Private deal");
  });

  it("refuses bad input with clear 4xx messages", async () => {
    const bad = async (body: unknown, detail: string) => {
      const res = await call(dana, "POST", "/api/projects", body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.detail).toBe(detail);
    };
    await bad({ name: "  ", type: "tenant_rep" }, "Name is required");
    await bad({ name: "x", type: "flipping" }, "Type must be tenant rep, landlord rep, investment sale or other");
    await bad({ name: "x", type: "other", sizeSf: -5 }, "Size (SF) cannot be negative");
    await bad({ name: "x", type: "other", termMonths: 1.5 }, "Term (months) must be a whole number");
    await bad({ name: "x", type: "other", commissionPct: 101 }, "Commission % must be at most 100");
    await bad({ name: "x", type: "other", rentPsf: "lots" }, "Rent ($/SF/yr) must be a number");
    await bad({ name: "x", type: "other", customFields: { Nope: "1" } }, "Unknown custom field: Nope");
    expect((await call(dana, "POST", "/api/projects", { name: "bad\u0000name", type: "other" })).status).toBe(400);
    expect((await call(dana, "GET", "/api/projects/not-a-uuid")).status).toBe(400);
    const p = await create(dana, { name: "To delete", type: "other" });
    const noChoice = await call(dana, "DELETE", `/api/projects/${p.id}`);
    expect(noChoice.status).toBe(400);
    expect(noChoice.body.detail).toBe("Choose whether to delete or keep the project's tasks");
  });

  it("stores custom-field values for projects and checks dropdown options", async () => {
    const def = await call(dana, "POST", "/api/custom-fields", {
      name: "Submarket",
      fieldType: "dropdown",
      options: ["CBD", "Midtown"],
      entityType: "projects",
    });
    expect(def.status).toBe(201);
    const p = await create(dana, { name: "Custom deal", type: "other", customFields: { submarket: "CBD" } });
    expect((await call(dana, "GET", `/api/projects/${p.id}`)).body.customFields).toEqual({ Submarket: "CBD" });
    const wrong = await call(dana, "PATCH", `/api/projects/${p.id}`, { customFields: { Submarket: "Uptown" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe("Submarket must be one of: CBD, Midtown");
    const inUse = await call(dana, "DELETE", `/api/custom-fields/${def.body.id}`);
    expect(inUse.status).toBe(409);
  });

  it("links people, companies and deal rooms the user may open, with activity", async () => {
    const p = await create(dana, { name: "Linked deal", type: "tenant_rep" });
    const db = t.ctx.db;
    const [person] = await db
      .insert(people)
      .values({ firstName: "Harriet", lastName: "Stone", nameKey: "harrietstone", createdBy: dana.id })
      .returning();
    const [acme] = await db
      .insert(companies)
      .values({ name: "Acme Corp", nameKey: "acmecorp", createdBy: dana.id })
      .returning();
    const [theirs] = await db
      .insert(companies)
      .values({ name: "Acme Secret", nameKey: "acmesecret", createdBy: other.id })
      .returning();
    const [room] = await db.insert(dealrooms).values({ name: "Acme room", createdBy: dana.id }).returning();
    const [building] = await db.insert(properties).values({ name: "Acme Tower", createdBy: dana.id }).returning();

    const opts = await call(dana, "GET", "/api/projects/link-options?type=company&q=acme");
    expect(opts.body.items).toEqual([{ type: "company", id: acme?.id, title: "Acme Corp" }]);
    for (const [type, id] of [
      ["person", person?.id],
      ["company", acme?.id],
      ["dealroom", room?.id],
      ["property", building?.id],
    ]) {
      expect((await call(dana, "POST", `/api/projects/${p.id}/links`, { type, id })).status).toBe(201);
    }
    // Twice is fine; another user's record is a 404.
    expect((await call(dana, "POST", `/api/projects/${p.id}/links`, { type: "company", id: acme?.id })).status).toBe(
      201,
    );
    const foreign = await call(dana, "POST", `/api/projects/${p.id}/links`, { type: "company", id: theirs?.id });
    expect(foreign.status).toBe(404);
    expect((await call(dana, "POST", `/api/projects/${p.id}/links`, { type: "planet", id: acme?.id })).status).toBe(
      400,
    );

    const detail = (await call(dana, "GET", `/api/projects/${p.id}`)).body;
    expect(detail.links.map((l: { type: string; title: string }) => `${l.type}:${l.title}`)).toEqual([
      "person:Harriet Stone",
      "company:Acme Corp",
      "property:Acme Tower",
      "dealroom:Acme room",
    ]);
    const timeline = (await call(dana, "GET", `/api/projects/${p.id}/activity`)).body.items;
    expect(timeline.find((a: { source: { type: string } }) => a.source.type === "project")).toMatchObject({
      action: "linked",
      detail: "property: Acme Tower",
    });
    expect((await call(dana, "DELETE", `/api/projects/${p.id}/links/company/${acme?.id}`)).status).toBe(200);
    expect((await call(dana, "DELETE", `/api/projects/${p.id}/links/company/${acme?.id}`)).status).toBe(404);
    expect((await call(dana, "GET", `/api/projects/${p.id}`)).body.links).toHaveLength(3);
  });
});
