// Memorandum chat and the two headline bases, through the real upload route, job and Postgres.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { fixture, getJson, upload, waitForOm } from "./documents.test-support.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let omId = "";
const events: { userId: string; type: string; id?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ firstName: "Ann", lastName: "Owner" });
  bob = await t.signUp({ firstName: "Bob", lastName: "Other" });
  t.ctx.events.subscribe(ann.id, (e) => events.push({ userId: ann.id, type: e.type, id: e.id }));
  const res = await upload(t, ann, "om", { filename: "harbor.pdf", data: fixture("om/harbor_view_office_om.pdf") });
  omId = res.json().id;
  expect((await waitForOm(t, ann, omId)).status).toBe("completed");
});
afterAll(async () => {
  await t.close();
});

const ask = (user: TestUser | null, question: unknown, id = omId) =>
  t.app.inject({
    method: "POST",
    url: `/api/offering-memorandums/${id}/chat`,
    headers: user ? { cookie: user.cookie } : {},
    payload: { question } as Record<string, unknown>,
  });

describe("memorandum headline figures (decision 0030)", () => {
  it("keeps the current figures as the headline and the pro forma ones beside them", async () => {
    const { body } = await getJson(t, ann, `/api/offering-memorandums/${omId}`);
    const om = body.extractedData;
    expect(om.financialBasis).toBe("current");
    expect(om.noi.normalized).toBe(1_602_000);
    expect(om.proFormaNoi.normalized).toBe(1_740_000);
    expect(om.grossPotentialRent.normalized).toBe(2_760_000);
    expect(om.proFormaGrossPotentialRent.normalized).toBe(2_940_000);
    expect(om.capRate.normalized).toBe(6.54);
    expect(om.proFormaCapRate.normalized).toBe(7.1);
  });
});

describe("memorandum chat", () => {
  it("stores the page texts when the analysis completes", async () => {
    const rows = await t.ctx.db.execute(
      sql`select count(*)::int as n from offering_memorandum_pages where memorandum_id = ${omId}`,
    );
    expect((rows.rows[0] as { n: number }).n).toBeGreaterThan(1);
  });

  it("answers with the figure on both bases and a cited line, and keeps the history", async () => {
    const res = await ask(ann, "What is the cap rate?");
    expect(res.statusCode).toBe(200);
    const { question, answer } = res.json();
    expect(question).toMatchObject({ role: "user", content: "What is the cap rate?", memorandumId: omId });
    expect(answer.content).toBe("The cap rate is 6.54% (current); the pro forma cap rate is 7.1%.");
    expect(answer.citations[0].page).toBeGreaterThan(0);
    expect(answer.citations[0].snippet).toMatch(/Cap Rate/);
    const history = await getJson(t, ann, `/api/offering-memorandums/${omId}/chat`);
    expect(history.body.items.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(events.some((e) => e.type === "offering_memorandum_chat.updated" && e.id === omId)).toBe(true);
  });

  it("says so when the memorandum does not address the question", async () => {
    const res = await ask(ann, "Does the roof carry solar panels?");
    expect(res.json().answer).toMatchObject({
      content: "The memorandum does not appear to address this.",
      citations: [],
    });
  });

  it("refuses bad input, strangers and anonymous callers", async () => {
    expect((await ask(ann, "   ")).statusCode).toBe(400);
    expect((await ask(ann, 42)).statusCode).toBe(400);
    expect((await ask(ann, "x".repeat(2001))).statusCode).toBe(400);
    expect((await ask(bob, "What is the price?")).statusCode).toBe(404);
    expect((await getJson(t, bob, `/api/offering-memorandums/${omId}/chat`)).status).toBe(404);
    expect((await ask(ann, "Price?", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await ask(ann, "Price?", "not-a-uuid")).statusCode).toBeLessThan(500);
    expect((await ask(null, "What is the price?")).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: "POST",
      url: `/api/offering-memorandums/${omId}/chat`,
      headers: { cookie: ann.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { question: "What is the price?" },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
