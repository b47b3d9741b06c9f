import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp(process.env.DEBUG_CONTACTS ? { env: { LOG_LEVEL: "error" } } : {});
  ann = await t.signUp({ firstName: "Ann", lastName: "Broker" });
  bob = await t.signUp({ firstName: "Bob", lastName: "Other" });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> | unknown[] | undefined;
async function call(user: TestUser | null, method: string, url: string, payload?: Json) {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, headers: res.headers, text: res.body };
}
function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

describe("people", () => {
  it("validates with the spec's messages", async () => {
    const res = await call(ann, "POST", "/api/contacts/people", { firstName: " ", lastName: "" });
    expect(res.status).toBe(400);
    expect(res.body.fields.firstName).toBe("First name is required");
    expect(res.body.fields.lastName).toBe("Last name is required");
  });

  it("creates, lists with search/sort/tag filter, updates and deletes; scoped to the owner", async () => {
    const company = await call(ann, "POST", "/api/contacts/companies", {
      name: "Acme Realty",
      website: "https://acme.com",
    });
    expect(company.status).toBe(201);
    const created = await call(ann, "POST", "/api/contacts/people", {
      firstName: "Carla",
      lastName: "Diaz",
      email: "carla@acme.com",
      phone: "+1 555 0100",
      companyId: company.body.id,
      tags: [" Investor ", "investor", "", "VIP"],
    });
    expect(created.status).toBe(201);
    expect(created.body.company).toEqual({ id: company.body.id, name: "Acme Realty" });
    expect(created.body.tags.map((x: { name: string }) => x.name)).toEqual(["Investor", "VIP"]);
    await call(ann, "POST", "/api/contacts/people", { firstName: "Zed", lastName: "Alpha" });

    const byCompany = await call(ann, "GET", "/api/contacts/people?q=acme");
    expect(byCompany.body.total).toBe(1);
    expect(byCompany.body.items[0].firstName).toBe("Carla");
    const byPhone = await call(ann, "GET", "/api/contacts/people?q=555%200100");
    expect(byPhone.body.total).toBe(1);
    const sorted = await call(ann, "GET", "/api/contacts/people?sort=-lastName");
    expect(sorted.body.items.map((p: { lastName: string }) => p.lastName)).toEqual(["Diaz", "Alpha"]);
    const vip = created.body.tags.find((x: { name: string }) => x.name === "VIP");
    const tagged = await call(ann, "GET", `/api/contacts/people?tagId=${vip.id}`);
    expect(tagged.body.total).toBe(1);
    const badSort = await call(ann, "GET", "/api/contacts/people?sort=password");
    expect(badSort.status).toBe(400);

    const detail = await call(ann, "GET", `/api/contacts/people/${created.body.id}`);
    expect(detail.body).toMatchObject({ email: "carla@acme.com", createdAt: expect.any(String) });
    const companyDetail = await call(ann, "GET", `/api/contacts/companies/${company.body.id}`);
    expect(companyDetail.body.people.map((p: { id: string }) => p.id)).toEqual([created.body.id]);

    const patched = await call(ann, "PATCH", `/api/contacts/people/${created.body.id}`, {
      position: "Principal",
      email: "",
    });
    expect(patched.body).toMatchObject({ position: "Principal", email: null, firstName: "Carla" });

    // Another user sees nothing and can change nothing.
    for (const [method, url, payload] of [
      ["GET", `/api/contacts/people/${created.body.id}`],
      ["PATCH", `/api/contacts/people/${created.body.id}`, { firstName: "X" }],
      ["DELETE", `/api/contacts/people/${created.body.id}`],
      ["GET", `/api/contacts/companies/${company.body.id}`],
      ["PATCH", `/api/contacts/companies/${company.body.id}`, { name: "X" }],
      ["DELETE", `/api/contacts/companies/${company.body.id}`],
    ] as [string, string, Json][]) {
      expect((await call(bob, method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call(bob, "GET", "/api/contacts/people")).body.total).toBe(0);
    const foreignCompany = await call(bob, "POST", "/api/contacts/people", {
      firstName: "B",
      lastName: "C",
      companyId: company.body.id,
    });
    expect(foreignCompany.status).toBe(400);
    expect((await call(bob, "POST", "/api/contacts/people/delete", { ids: [created.body.id] })).body.deleted).toBe(0);

    const del = await call(ann, "POST", "/api/contacts/people/delete", { ids: [created.body.id] });
    expect(del.body.deleted).toBe(1);
    expect((await call(ann, "GET", `/api/contacts/people/${created.body.id}`)).status).toBe(404);
  });

  it("looks people up by e-mail for the scanner", async () => {
    await call(ann, "POST", "/api/contacts/people", { firstName: "Eve", lastName: "Look", email: "Eve@Look.io" });
    const found = await call(ann, "GET", "/api/contacts/people/by-email?email=eve%40look.io");
    expect(found.body.person.firstName).toBe("Eve");
    const none = await call(bob, "GET", "/api/contacts/people/by-email?email=eve%40look.io");
    expect(none.body.person).toBeNull();
  });
});

describe("companies", () => {
  it("requires a name; picker is ordered, filtered and limited to 50", async () => {
    const bad = await call(ann, "POST", "/api/contacts/companies", { name: "  " });
    expect(bad.body.fields.name).toBe("Name is required");
    for (const name of ["zeta co", "Beta LLC", "alpha inc"])
      await call(ann, "POST", "/api/contacts/companies", { name });
    const all = await call(ann, "GET", "/api/contacts/company-options");
    const names = all.body.items.map((c: { name: string }) => c.name);
    expect(names.indexOf("alpha inc")).toBeLessThan(names.indexOf("Beta LLC"));
    expect(names.indexOf("Beta LLC")).toBeLessThan(names.indexOf("zeta co"));
    const filtered = await call(ann, "GET", "/api/contacts/company-options?q=BETA");
    expect(filtered.body.items.map((c: { name: string }) => c.name)).toEqual(["Beta LLC"]);
    const byName = await call(ann, "GET", "/api/contacts/companies/by-name?name=ALPHA%20INC");
    expect(byName.body.company.name).toBe("alpha inc");
    expect((await call(bob, "GET", "/api/contacts/companies/by-name?name=alpha%20inc")).body.company).toBeNull();
  });

  it("keeps the people of a deleted company", async () => {
    const c = await call(ann, "POST", "/api/contacts/companies", { name: "Gone Corp" });
    const p = await call(ann, "POST", "/api/contacts/people", {
      firstName: "Stay",
      lastName: "Here",
      companyId: c.body.id,
    });
    expect((await call(ann, "DELETE", `/api/contacts/companies/${c.body.id}`)).status).toBe(200);
    const after = await call(ann, "GET", `/api/contacts/people/${p.body.id}`);
    expect(after.body.company).toBeNull();
  });
});

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

describe("export", () => {
  it("exports the filtered list as CSV with neutralised cells", async () => {
    const u = await t.signUp();
    await call(u, "POST", "/api/contacts/people", {
      firstName: "=cmd()",
      lastName: "Evil",
      phone: "+1 555",
      email: "e@x.io",
    });
    await call(u, "POST", "/api/contacts/people", { firstName: "Plain", lastName: "Name" });
    const res = await call(u, "GET", "/api/contacts/people/export.csv?q=evil");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=cmd\(\),Evil,e@x\.io,'\+1 555,/);
    const companies = await call(u, "GET", "/api/contacts/companies/export.csv");
    expect(companies.text).toContain("Name,Website");
    expect((await call(null, "GET", "/api/contacts/people/export.csv")).status).toBe(401);
  });
});

describe("bad input", () => {
  it("refuses text the database cannot store (NUL, unpaired surrogates) with a 400, never a 500", async () => {
    const u = await t.signUp();
    const person = await call(u, "POST", "/api/contacts/people", { firstName: "Clean", lastName: "Person" });
    const company = await call(u, "POST", "/api/contacts/companies", { name: "Clean Co" });
    await call(u, "POST", "/api/custom-fields", { name: "Notes", fieldType: "text", entityType: "people" });
    const NUL = "a\u0000b";
    const enc = encodeURIComponent(NUL);
    const cases: [string, string, Json?][] = [
      ["GET", `/api/contacts/people?q=${enc}`],
      ["GET", `/api/contacts/companies?q=${enc}`],
      ["GET", `/api/contacts/people/export.csv?q=${enc}`],
      ["GET", `/api/contacts/company-options?q=${enc}`],
      ["GET", `/api/contacts/people/by-email?email=${enc}`],
      ["GET", `/api/contacts/companies/by-name?name=${enc}`],
      ["POST", "/api/contacts/people", { firstName: NUL, lastName: "x" }],
      ["POST", "/api/contacts/people", { firstName: "x", lastName: "x", email: NUL }],
      ["POST", "/api/contacts/people", { firstName: "x", lastName: "x", tags: [NUL] }],
      ["PATCH", `/api/contacts/people/${person.body.id}`, { lastName: NUL }],
      ["PATCH", `/api/contacts/people/${person.body.id}`, { customFields: { Notes: NUL } }],
      ["PATCH", `/api/contacts/people/${person.body.id}`, { customFields: { Notes: "x\ud800" } }],
      ["POST", "/api/contacts/companies", { name: NUL }],
      ["PATCH", `/api/contacts/companies/${company.body.id}`, { address: NUL }],
      ["POST", "/api/contacts/tags", { name: NUL }],
      ["POST", "/api/contacts/tag-assignments", { entityType: "people", entityId: person.body.id, name: NUL }],
      ["POST", "/api/custom-fields", { name: "Stage", fieldType: "dropdown", options: [NUL], entityType: "people" }],
      ["POST", "/api/contacts/scanner/save", { name: NUL }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(u, method, url, payload);
      expect(res.status, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body.detail, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(
        "Contains characters that cannot be saved",
      );
    }
    // Nothing was changed or created by the refused requests.
    const after = await call(u, "GET", `/api/contacts/people/${person.body.id}`);
    expect(after.body).toMatchObject({ firstName: "Clean", lastName: "Person", customFields: {}, tags: [] });
    expect((await call(u, "GET", "/api/contacts/people")).body.total).toBe(1);
    expect((await call(u, "GET", "/api/contacts/tags")).body.items).toEqual([]);
  });

  it("answers 409, not 500, when concurrent renames race for one name", async () => {
    const u = await t.signUp();
    for (let round = 0; round < 3; round++) {
      const made = await Promise.all(
        ["A", "B", "C", "D"].map((n) => call(u, "POST", "/api/contacts/tags", { name: `Race ${round} ${n}` })),
      );
      const renames = await Promise.all(
        made.map((m) => call(u, "PATCH", `/api/contacts/tags/${m.body.id}`, { name: `Winner ${round}` })),
      );
      const statuses = renames.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(renames.map((r) => r.body))).toEqual([200, 409, 409, 409]);
      const fields = await Promise.all(
        ["A", "B", "C"].map((n) =>
          call(u, "POST", "/api/custom-fields", {
            name: `Field ${round} ${n}`,
            fieldType: "text",
            entityType: "people",
          }),
        ),
      );
      const fieldRenames = await Promise.all(
        fields.map((f) => call(u, "PATCH", `/api/custom-fields/${f.body.id}`, { name: `Field Winner ${round}` })),
      );
      expect(fieldRenames.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    }
  });

  it("treats another user's records as missing in merges, tag merges and scanner updates", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await call(owner, "POST", "/api/contacts/people", {
      firstName: "Mine",
      lastName: "One",
      tags: ["Own"],
    });
    const theirs = await call(other, "POST", "/api/contacts/people", { firstName: "Theirs", lastName: "One" });
    const myCo = await call(owner, "POST", "/api/contacts/companies", { name: "Mine Co" });
    const theirCo = await call(other, "POST", "/api/contacts/companies", { name: "Theirs Co" });
    const myTag = mine.body.tags[0];
    const theirTag = await call(other, "POST", "/api/contacts/tags", { name: "Theirs" });

    const attempts: [TestUser, string, string, Json][] = [
      [owner, "POST", "/api/contacts/people/merge", { keepId: mine.body.id, mergeIds: [theirs.body.id] }],
      [other, "POST", "/api/contacts/people/merge", { keepId: theirs.body.id, mergeIds: [mine.body.id] }],
      [owner, "POST", "/api/contacts/companies/merge", { keepId: myCo.body.id, mergeIds: [theirCo.body.id] }],
      [owner, "POST", `/api/contacts/tags/${myTag.id}/merge`, { intoId: theirTag.body.id }],
      [other, "POST", `/api/contacts/tags/${theirTag.body.id}/merge`, { intoId: myTag.id }],
      [other, "POST", "/api/contacts/scanner/save", { name: "Hijack Attempt", updatePersonId: mine.body.id }],
    ];
    for (const [user, method, url, payload] of attempts) {
      expect((await call(user, method, url, payload)).status, `${url} ${JSON.stringify(payload)}`).toBe(404);
    }
    // Everything is still where it was.
    expect((await call(owner, "GET", `/api/contacts/people/${mine.body.id}`)).body).toMatchObject({
      firstName: "Mine",
      tags: [{ name: "Own" }],
    });
    expect((await call(other, "GET", `/api/contacts/people/${theirs.body.id}`)).status).toBe(200);
    expect((await call(other, "GET", `/api/contacts/companies/${theirCo.body.id}`)).status).toBe(200);
    expect((await call(other, "GET", "/api/contacts/tags")).body.items.map((x: { name: string }) => x.name)).toEqual([
      "Theirs",
    ]);
    expect((await call(other, "GET", "/api/contacts/people")).body.total).toBe(1);
  });

  it("answers 400, not 500, when a person is linked to a company deleted at the same moment", async () => {
    const u = await t.signUp();
    const someone = await call(u, "POST", "/api/contacts/people", { firstName: "Link", lastName: "Me" });
    for (let round = 0; round < 5; round++) {
      const co = await call(u, "POST", "/api/contacts/companies", { name: `Vanishing ${round}` });
      const [created, updated, deleted] = await Promise.all([
        call(u, "POST", "/api/contacts/people", { firstName: "Race", lastName: `${round}`, companyId: co.body.id }),
        call(u, "PATCH", `/api/contacts/people/${someone.body.id}`, { companyId: co.body.id }),
        call(u, "DELETE", `/api/contacts/companies/${co.body.id}`),
      ]);
      expect(deleted.status).toBe(200);
      expect([201, 400], JSON.stringify(created.body)).toContain(created.status);
      expect([200, 400], JSON.stringify(updated.body)).toContain(updated.status);
    }
  });

  it("answers 404, not 500, when a tag is deleted while it is being assigned or merged into", async () => {
    const u = await t.signUp();
    const p = await call(u, "POST", "/api/contacts/people", { firstName: "Tag", lastName: "Race" });
    for (let round = 0; round < 5; round++) {
      const from = await call(u, "POST", "/api/contacts/tags", { name: `From ${round}` });
      const into = await call(u, "POST", "/api/contacts/tag-assignments", {
        entityType: "people",
        entityId: p.body.id,
        name: `Into ${round}`,
      });
      const intoId = into.body.tags.find((x: { name: string }) => x.name === `Into ${round}`).id;
      const [assigned, merged, deleted] = await Promise.all([
        call(u, "POST", "/api/contacts/tag-assignments", {
          entityType: "people",
          entityId: p.body.id,
          name: `Into ${round}`,
        }),
        call(u, "POST", `/api/contacts/tags/${from.body.id}/merge`, { intoId }),
        call(u, "DELETE", `/api/contacts/tags/${intoId}`),
      ]);
      expect([200, 404]).toContain(deleted.status);
      expect([200, 404], JSON.stringify(assigned.body)).toContain(assigned.status);
      expect([200, 404], JSON.stringify(merged.body)).toContain(merged.status);
    }
  });

  it("answers 4xx for malformed ids, bodies and queries", async () => {
    const cases: [string, string, Json?, number?][] = [
      ["GET", "/api/contacts/people/not-a-uuid"],
      ["GET", "/api/contacts/companies/not-a-uuid"],
      ["DELETE", "/api/contacts/people/not-a-uuid"],
      ["GET", "/api/contacts/people?page=1e300"],
      ["GET", "/api/contacts/people?pageSize=abc"],
      ["GET", "/api/contacts/people?q=a&q=b"],
      ["GET", "/api/contacts/people?tagId=x"],
      ["POST", "/api/contacts/people", []],
      ["POST", "/api/contacts/people/delete", { ids: [] }],
      ["POST", "/api/contacts/people/merge", { keepId: "x", mergeIds: [] }],
      ["PATCH", "/api/custom-fields/not-a-uuid", { name: "X" }],
      ["POST", "/api/contacts/tags/not-a-uuid/merge", { intoId: "also-not" }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(ann, method, url, payload);
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});

describe("feature gate", () => {
  it("refuses contacts without the templates feature", async () => {
    const u = await t.signUp();
    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${u.id}`);
    for (const [method, url] of [
      ["GET", "/api/contacts/people"],
      ["GET", "/api/contacts/companies"],
      ["GET", "/api/contacts/tags"],
      ["GET", "/api/custom-fields?entityType=people"],
      ["GET", "/api/contacts/people/export.csv"],
    ]) {
      const res = await call(u, method as string, url as string);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe("FEATURE_REQUIRED");
    }
    expect((await call(null, "GET", "/api/contacts/people")).status).toBe(401);
  });
});

describe("shared contact", () => {
  it("answers only the card fields, a vCard 4.0, and checks the token", async () => {
    await call(ann, "PATCH", "/api/profile", {
      phone: "+1 555 0199",
      position: "Broker, Retail",
      company: "Lee; Partners",
    });
    const res = await call(null, "GET", `/api/share/contact/${ann.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firstName: "Ann",
      lastName: "Broker",
      position: "Broker, Retail",
      company: "Lee; Partners",
      phone: "+1 555 0199",
      email: ann.email,
    });
    const vcard = await call(null, "GET", `/api/share/contact/${ann.id}/vcard`);
    expect(vcard.headers["content-type"]).toMatch(/^text\/vcard/);
    expect(vcard.headers["content-disposition"]).toMatch(/attachment/);
    expect(vcard.text).toContain("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Broker\r\nN:Broker;Ann;;;\r\n");
    expect(vcard.text).toContain("ORG:Lee\\; Partners\r\n");
    expect(vcard.text).toContain("TITLE:Broker\\, Retail\r\n");
    expect(vcard.text).toContain(`EMAIL;TYPE=work:${ann.email}\r\n`);
    expect(vcard.text).not.toMatch(/trial|admin|country/i);

    const invalid = await call(null, "GET", "/api/share/contact/not-a-uuid");
    expect(invalid.status).toBe(400);
    expect(invalid.body.title).toBe("Invalid contact link");
    expect((await call(null, "GET", "/api/share/contact/not-a-uuid/vcard")).status).toBe(400);
    const unknown = await call(null, "GET", "/api/share/contact/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });
});

describe("business card scanner", () => {
  it("refuses what is not an image with the Processing Error wording", async () => {
    for (const imageBase64 of [
      "data:image/jpeg;base64,aGVsbG8gd29ybGQ=",
      "not base64 at all!",
      "data:text/plain,hello",
    ]) {
      const res = await call(ann, "POST", "/api/contacts/process-business-card", { imageBase64 });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        title: "Processing Error",
        detail: "Could not process the business card image",
      });
    }
  });

  it("answers an empty result for an image with nothing readable", async () => {
    const { createCanvas } = await import("@napi-rs/canvas");
    const canvas = createCanvas(640, 360);
    const g = canvas.getContext("2d");
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, 640, 360);
    const jpeg = canvas.toBuffer("image/jpeg", 100);
    const res = await call(ann, "POST", "/api/contacts/process-business-card", {
      imageBase64: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      person: { firstName: null, lastName: null, email: null, phone: null, position: null, linkedin_url: null },
      company: { name: null, website: null, address: null, phone: null, linkedin_url: null },
    });
  }, 90_000);

  it("saves a scanned contact: existing company by name, new company, one-word name, update by e-mail", async () => {
    const u = await t.signUp();
    const acme = await call(u, "POST", "/api/contacts/companies", { name: "Acme Realty" });
    const first = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Chris  Smith Jr",
      email: "chris@acme.com",
      jobTitle: "Broker",
      company: "ACME REALTY",
      useExistingCompany: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: true, companyLinked: true });
    expect(first.body.person).toMatchObject({
      firstName: "Chris",
      lastName: "Smith Jr",
      position: "Broker",
      company: { id: acme.body.id },
    });

    const second = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Madonna",
      company: "Acme Realty",
      website: "https://acme.example",
      companyPhone: "555",
      useExistingCompany: false,
    });
    expect(second.body.person).toMatchObject({ firstName: "Madonna", lastName: "" });
    expect(second.body.person.company.id).not.toBe(acme.body.id);

    const lookup = await call(u, "GET", "/api/contacts/people/by-email?email=CHRIS%40acme.com");
    const updated = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Chris Smith",
      email: "chris@acme.com",
      phone: "+1 555 0101",
      updatePersonId: lookup.body.person.id,
    });
    expect(updated.body).toMatchObject({ created: false });
    expect(updated.body.person).toMatchObject({ id: first.body.person.id, phone: "+1 555 0101", position: "Broker" });

    // A company the user cannot use is logged and the contact is saved without one.
    const foreign = await call(ann, "POST", "/api/contacts/companies", { name: "Not Yours" });
    const noCompany = await call(u, "POST", "/api/contacts/scanner/save", {
      name: "Pat Doe",
      companyId: foreign.body.id,
    });
    expect(noCompany.body).toMatchObject({ created: true, companyLinked: false });
    expect(noCompany.body.person.company).toBeNull();

    const blank = await call(u, "POST", "/api/contacts/scanner/save", { name: "  " });
    expect(blank.status).toBe(400);
    const other = await call(ann, "POST", "/api/contacts/scanner/save", {
      name: "X Y",
      updatePersonId: first.body.person.id,
    });
    expect(other.status).toBe(404);
  });
});
