// The contacts CSV export carries tags and one column per custom field, and the import reads it back (issue 14).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function api(user: TestUser, method: "GET" | "POST", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: String(res.headers["content-type"]).includes("json") ? res.json() : res.body };
}

async function importCsv(user: TestUser, csv: string, entityType: "people" | "companies") {
  const boundary = `----export${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\n${entityType}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await t.app.inject({
    method: "POST",
    url: "/api/contacts/imports",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: user.cookie },
    payload,
  });
  expect(up.statusCode, up.body).toBe(201);
  const job = up.json().job as { id: string; mapping: (string | null)[] };
  await api(user, "POST", `/api/contacts/imports/${job.id}/commit`, { mapping: job.mapping, duplicateMode: "skip" });
  for (let i = 0; i < 100; i++) {
    const res = await api(user, "GET", `/api/contacts/imports/${job.id}`);
    if (res.body.status === "completed" || res.body.status === "failed") return { job, done: res.body };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("import did not finish");
}

describe("contacts export", () => {
  it("writes tags and a column per custom field for people, and the import reads them back", async () => {
    const ann = await t.signUp();
    await api(ann, "POST", "/api/custom-fields", { name: "Deal size", fieldType: "text", entityType: "people" });
    await api(ann, "POST", "/api/custom-fields", { name: "Market", fieldType: "text", entityType: "people" });
    const created = await api(ann, "POST", "/api/contacts/people", {
      firstName: "Ida",
      lastName: "Lane",
      email: "ida@lane.io",
      tags: ["Investor", "VIP"],
      customFields: { "Deal size": "$2,500,000", Market: "Boston; Cambridge" },
    });
    expect(created.status).toBe(201);

    const csv = await api(ann, "GET", "/api/contacts/people/export.csv");
    expect(csv.status).toBe(200);
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(header).toBe(
      "First name,Last name,Email,Phone,Position,Company,Address,LinkedIn URL,Tags,Created,Updated,Deal size,Market",
    );
    expect(row).toContain("Investor; VIP");
    expect(row.endsWith('"$2,500,000",Boston; Cambridge')).toBe(true);

    // Round trip: another broker with the same custom fields imports the file.
    const bob = await t.signUp();
    await api(bob, "POST", "/api/custom-fields", { name: "Deal size", fieldType: "text", entityType: "people" });
    await api(bob, "POST", "/api/custom-fields", { name: "Market", fieldType: "text", entityType: "people" });
    const { job, done } = await importCsv(bob, String(csv.body), "people");
    expect(job.mapping).toEqual(expect.arrayContaining(["custom:Deal size", "custom:Market", "tags", "email"]));
    expect(done).toMatchObject({ status: "completed", created: 1, failed: 0 });
    const list = await api(bob, "GET", "/api/contacts/people");
    expect(list.body.items[0]).toMatchObject({
      firstName: "Ida",
      lastName: "Lane",
      email: "ida@lane.io",
      customFields: { "Deal size": "$2,500,000", Market: "Boston; Cambridge" },
    });
    expect(list.body.items[0].tags.map((tag: { name: string }) => tag.name).sort()).toEqual(["Investor", "VIP"]);
  });

  it("writes company custom fields too", async () => {
    const ann = await t.signUp();
    await api(ann, "POST", "/api/custom-fields", { name: "Portfolio", fieldType: "text", entityType: "companies" });
    await api(ann, "POST", "/api/contacts/companies", { name: "Acme", customFields: { Portfolio: "Office" } });
    const csv = await api(ann, "GET", "/api/contacts/companies/export.csv");
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(header.endsWith(",Portfolio")).toBe(true);
    expect(row.endsWith(",Office")).toBe(true);
  });
});
