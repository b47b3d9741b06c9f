// People and companies: validation, list, search, sort, tag filter, update, delete, scoping; the CSV export.
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
