// Tags (relational assignment, rename, merge, delete) and custom fields (name rule, options, usage).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call as callAs, type Json } from "../../../../tests/support/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ firstName: "Ann", lastName: "Broker" });
  bob = await t.signUp({ firstName: "Bob", lastName: "Other" });
});
afterAll(async () => {
  await t.close();
});

const call = (user: TestUser | null, method: string, url: string, payload?: Json) =>
  callAs(t, user, method, url, payload);

describe("tags", () => {
  it("assigns and unassigns relationally, renames, merges and deletes; scoped", async () => {
    const p = await call(ann, "POST", "/api/contacts/people", { firstName: "Tag", lastName: "Target" });
    const id = p.body.id;
    let res = await call(ann, "POST", "/api/contacts/tag-assignments", {
      entityType: "people",
      entityId: id,
      name: " Lead ",
    });
    expect(res.body.tags.map((x: { name: string }) => x.name)).toEqual(["Lead"]);
    res = await call(ann, "POST", "/api/contacts/tag-assignments", {
      entityType: "people",
      entityId: id,
      name: "lead",
    });
    expect(res.body.tags).toHaveLength(1);
    res = await call(ann, "POST", "/api/contacts/tag-assignments", { entityType: "people", entityId: id, name: "   " });
    expect(res.body.tags).toHaveLength(1);
    res = await call(ann, "POST", "/api/contacts/tag-assignments", { entityType: "people", entityId: id, name: "Hot" });
    expect(res.body.tags.map((x: { name: string }) => x.name)).toEqual(["Hot", "Lead"]);
    const lead = res.body.tags.find((x: { name: string }) => x.name === "Lead");
    const hot = res.body.tags.find((x: { name: string }) => x.name === "Hot");

    const list = await call(ann, "GET", "/api/contacts/tags");
    const names = list.body.items.map((x: { name: string }) => x.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));

    // Another user's tag or record → 404.
    expect((await call(bob, "PATCH", `/api/contacts/tags/${lead.id}`, { name: "x" })).status).toBe(404);
    expect((await call(bob, "DELETE", `/api/contacts/tags/${lead.id}`)).status).toBe(404);
    expect(
      (await call(bob, "POST", "/api/contacts/tag-assignments", { entityType: "people", entityId: id, name: "x" }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(bob, "POST", "/api/contacts/tag-assignments/remove", {
          entityType: "people",
          entityId: id,
          tagId: lead.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ann, "POST", "/api/contacts/tag-assignments", { entityType: "widgets", entityId: id, name: "x" }))
        .body.detail,
    ).toBe("Invalid entity type");

    // Rename onto an existing name is refused; rename to a new one works.
    expect((await call(ann, "PATCH", `/api/contacts/tags/${hot.id}`, { name: "LEAD" })).status).toBe(409);
    expect((await call(ann, "PATCH", `/api/contacts/tags/${hot.id}`, { name: "Warm" })).body.name).toBe("Warm");

    // Merge: a second person carries both tags; the merge leaves one assignment each.
    const q = await call(ann, "POST", "/api/contacts/people", {
      firstName: "Two",
      lastName: "Tags",
      tags: ["Lead", "Warm"],
    });
    const merged = await call(ann, "POST", `/api/contacts/tags/${hot.id}/merge`, { intoId: lead.id });
    expect(merged.body).toMatchObject({ name: "Lead", usageCount: 2 });
    expect(
      (await call(ann, "GET", `/api/contacts/people/${q.body.id}`)).body.tags.map((x: { name: string }) => x.name),
    ).toEqual(["Lead"]);
    res = await call(ann, "POST", "/api/contacts/tag-assignments/remove", {
      entityType: "people",
      entityId: id,
      tagId: lead.id,
    });
    expect(res.body.tags).toEqual([]);
    expect((await call(ann, "DELETE", `/api/contacts/tags/${lead.id}`)).status).toBe(200);
    expect((await call(ann, "GET", `/api/contacts/people/${q.body.id}`)).body.tags).toEqual([]);
  });
});

describe("custom fields", () => {
  it("enforces the name rule, uniqueness, dropdown options, usage on delete, unknown types", async () => {
    const bad = await call(ann, "POST", "/api/custom-fields", {
      name: "Deal-size!",
      fieldType: "text",
      entityType: "people",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.name).toBe("Field name can only contain letters, numbers, and spaces");
    const badType = await call(ann, "POST", "/api/custom-fields", {
      name: "Size",
      fieldType: "text",
      entityType: "widgets",
    });
    expect(badType.body.fields.entityType).toBe("Invalid entity type");
    expect((await call(ann, "GET", "/api/custom-fields?entityType=widgets")).body.detail).toBe("Invalid entity type");

    const stage = await call(ann, "POST", "/api/custom-fields", {
      name: "Stage",
      fieldType: "dropdown",
      options: ["Cold", "Warm", "warm", " "],
      entityType: "people",
    });
    expect(stage.status).toBe(201);
    expect(stage.body.options).toEqual(["Cold", "Warm"]);
    expect(
      (await call(ann, "POST", "/api/custom-fields", { name: "stage", fieldType: "text", entityType: "people" }))
        .status,
    ).toBe(409);
    // Same name on another entity type is fine.
    expect(
      (await call(ann, "POST", "/api/custom-fields", { name: "Stage", fieldType: "text", entityType: "properties" }))
        .status,
    ).toBe(201);

    const wrong = await call(ann, "POST", "/api/contacts/people", {
      firstName: "Cf",
      lastName: "Person",
      customFields: { Stage: "Hot" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe("Stage must be one of: Cold, Warm");
    const unknown = await call(ann, "POST", "/api/contacts/people", {
      firstName: "Cf",
      lastName: "Person",
      customFields: { Nope: "x" },
    });
    expect(unknown.status).toBe(400);
    const person = await call(ann, "POST", "/api/contacts/people", {
      firstName: "Cf",
      lastName: "Person",
      customFields: { stage: "Warm" },
    });
    expect(person.body.customFields).toEqual({ Stage: "Warm" });

    // In use → refused; renaming moves values; cleared → deletable.
    const refused = await call(ann, "DELETE", `/api/custom-fields/${stage.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe("This field is in use and cannot be deleted");
    const renamed = await call(ann, "PATCH", `/api/custom-fields/${stage.body.id}`, { name: "Pipeline Stage" });
    expect(renamed.body.name).toBe("Pipeline Stage");
    expect((await call(ann, "GET", `/api/contacts/people/${person.body.id}`)).body.customFields).toEqual({
      "Pipeline Stage": "Warm",
    });
    await call(ann, "PATCH", `/api/contacts/people/${person.body.id}`, { customFields: { "Pipeline Stage": null } });
    expect((await call(ann, "DELETE", `/api/custom-fields/${stage.body.id}`)).status).toBe(200);

    // Entity types whose tables do not exist yet have no usage.
    const props = await call(ann, "GET", "/api/custom-fields?entityType=properties");
    expect((await call(ann, "DELETE", `/api/custom-fields/${props.body.items[0].id}`)).status).toBe(200);

    // Scoping.
    const mine = await call(ann, "POST", "/api/custom-fields", {
      name: "Budget",
      fieldType: "text",
      entityType: "companies",
    });
    expect((await call(bob, "PATCH", `/api/custom-fields/${mine.body.id}`, { name: "X" })).status).toBe(404);
    expect((await call(bob, "DELETE", `/api/custom-fields/${mine.body.id}`)).status).toBe(404);
    expect((await call(bob, "GET", "/api/custom-fields?entityType=companies")).body.items).toEqual([]);
  });
});
