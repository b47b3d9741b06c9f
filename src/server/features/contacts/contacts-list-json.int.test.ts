// The people and companies lists answer items whose JSON PostgreSQL writes (platform/json-text.ts): every item
// must be exactly what the detail route (the DTO mappers and the contract's serializer) answers for the same row —
// nulls, the company, tags in order, custom fields with quotes, backslashes, new lines and non-Latin text, and
// timestamps with microseconds, cut to milliseconds as a JavaScript Date does.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyListItem, personListItem } from "#shared/contract/contacts.ts";
import { call } from "../../../../tests/support/contacts.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;

const TRICKY = { Floor: 'the "top" one \\ back\nslash', Note: "Zürich 東京 😀", Empty: "" };

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    const {
      rows: [acme],
    } = await db.query(
      `insert into companies (name, name_key, website, phone, address, custom_fields, created_by, created_at, updated_at)
       values ('Acme "Holdings"', 'acme', 'acme.example', '555-0100', E'1 Main St\\nSuite 2', $2, $1,
         '2026-01-02 03:04:05.999999+00', '2026-03-04 05:06:07.0005+02')
       returning id`,
      [ann.id, JSON.stringify(TRICKY)],
    );
    await db.query(
      `insert into companies (name, name_key, created_by, created_at, updated_at)
       values ('Bare', 'bare', $1, '1999-12-31 23:59:59+00', '2000-01-01 00:00:00.001+00')`,
      [ann.id],
    );
    await db.query(
      `insert into people (first_name, last_name, email, phone, position, address, linkedin_url, company_id,
         custom_fields, name_key, created_by, created_at, updated_at)
       values ('Ann', 'O''Brien', 'ann@acme.example', '+1 555', 'Broker', 'Somewhere', 'https://linkedin.example/ann',
         $2, $3, 'ann obrien', $1, '2026-05-06 07:08:09.123456+00', '2026-05-06 07:08:09.4999+00'),
       ('Bo', 'Null', null, null, null, null, null, null, '{}', 'bo null', $1, now(), now())`,
      [ann.id, acme.id, JSON.stringify(TRICKY)],
    );
    const { rows: tags } = await db.query(
      `insert into tags (name, created_by) values ('zeta', $1), ('Alpha "A"', $1), ('mid', $1) returning id`,
      [ann.id],
    );
    for (const tag of tags) {
      await db.query(
        `insert into tag_assignments (tag_id, entity_id, entity_type, created_by)
         select $1::uuid, id, 'people', $2 from people where created_by = $2 and first_name = 'Ann'
         union all select $1::uuid, id, 'companies', $2 from companies where created_by = $2 and name_key = 'acme'`,
        [tag.id, ann.id],
      );
    }
  } finally {
    await db.end();
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("list items written by PostgreSQL", () => {
  it("are the people's detail answers, field for field, with no other key", async () => {
    const list = await call(t, ann, "GET", "/api/contacts/people?pageSize=100");
    expect(list.status).toBe(200);
    const items = (list.body as { items: Record<string, unknown>[] }).items;
    expect(items.map((p) => p.firstName)).toEqual(["Bo", "Ann"]);
    for (const item of items) {
      expect(personListItem.strict().parse(item)).toEqual(item);
      const detail = await call(t, ann, "GET", `/api/contacts/people/${item.id}`);
      expect(item).toEqual(detail.body);
    }
    const ann0 = items[1] as Record<string, unknown>;
    expect(ann0.createdAt).toBe("2026-05-06T07:08:09.123Z");
    expect(ann0.customFields).toEqual(TRICKY);
    expect((ann0.tags as { name: string }[]).map((tag) => tag.name)).toEqual(['Alpha "A"', "mid", "zeta"]);
  });

  it("are the companies' detail answers, field for field (the detail adds its people)", async () => {
    const list = await call(t, ann, "GET", "/api/contacts/companies?pageSize=100&sort=-createdAt");
    expect(list.status).toBe(200);
    const items = (list.body as { items: Record<string, unknown>[] }).items;
    expect(items.map((c) => c.name)).toEqual(['Acme "Holdings"', "Bare"]);
    for (const item of items) {
      expect(companyListItem.strict().parse(item)).toEqual(item);
      const { people: _people, ...detail } = (await call(t, ann, "GET", `/api/contacts/companies/${item.id}`))
        .body as Record<string, unknown>;
      expect(item).toEqual(detail);
    }
    expect(items[0]).toMatchObject({
      peopleCount: 1,
      createdAt: "2026-01-02T03:04:05.999Z",
      updatedAt: "2026-03-04T03:06:07.000Z",
    });
  });

  it("answers an empty page past the end with the total and no cursor", async () => {
    const list = await call(t, ann, "GET", "/api/contacts/people?page=3&pageSize=10&q=o");
    expect(list.body).toEqual({ items: [], total: 2 });
  });
});
