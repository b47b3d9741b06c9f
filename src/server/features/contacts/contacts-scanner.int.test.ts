// The scan route on a real card image (the project's generated fixture) through OCR and the parser: fields by
// label, and the fax, read but placed in no field, returned as the note the review form shows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  // What this checks is the reading through the route; the 10 s wall-clock cap (card-budget.test.ts) would make it
  // depend on how busy the machine is, so it is lifted here (the CPU budget stays).
  t = await createTestApp({ config: { cardWallCapMs: 120_000 } });
  ann = await t.signUp({ firstName: "Ann", lastName: "Broker" });
});
afterAll(async () => {
  await t.close();
});

const card = readFileSync(path.resolve(import.meta.dirname, "../../../../fixtures/cards/card03_two_column.png"));
const scan = (user: TestUser | null, imageBase64: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/contacts/process-business-card",
    headers: user ? { cookie: user.cookie } : {},
    payload: { imageBase64 } as Record<string, unknown>,
  });

describe("business card scan → fields and note", () => {
  it("reads the card's fields and returns the fax as the note", async () => {
    const res = await scan(ann, `data:image/png;base64,${card.toString("base64")}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.person).toMatchObject({
      firstName: "Priya",
      lastName: "Natarajan",
      position: "Vice President",
      email: "priya.natarajan@bluestoneprop.com",
    });
    expect(body.company.name).toBe("Bluestone Properties LLC");
    expect(body.person.phone?.replace(/\D/g, "")).toBe("14155550199");
    expect(body.note).toMatch(/^Fax: /m);
    expect(body.warning).toBeUndefined();
  }, 90_000);

  it("refuses anonymous callers and bad bodies", async () => {
    expect((await scan(null, "data:image/png;base64,AAAA")).statusCode).toBe(401);
    expect((await scan(ann, 42)).statusCode).toBe(400);
  });
});
