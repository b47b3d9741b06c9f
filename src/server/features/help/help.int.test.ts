import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpArticles } from "#server/db/schema/help.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { HELP_DESK_URL: "https://help.example.com/new-request" } });
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("help center", () => {
  it("lists only published articles, ordered by category, with the help-desk link", async () => {
    await t.ctx.db.insert(helpArticles).values([
      { title: "Draft article", content: "Not ready", category: "Account", isPublished: false },
      { title: "Zoning basics", content: "Line one\n- item", category: "Aaa Basics", isPublished: true },
    ]);
    const res = await t.app.inject({ method: "GET", url: "/api/help/articles", headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { title: string; category: string }[]; contactUrl: string | null };
    expect(body.contactUrl).toBe("https://help.example.com/new-request");
    const titles = body.items.map((a) => a.title);
    expect(titles).not.toContain("Draft article");
    expect(titles).toContain("Upload a lease and read its abstract"); // seeded by migration
    expect(body.items[0]).toMatchObject({ title: "Zoning basics", category: "Aaa Basics" });
    const categories = body.items.map((a) => a.category);
    expect(categories).toEqual([...categories].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/help/articles" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toContain("application/problem+json");
  });
});
