// A client flooding feedback through the public link is limited (429), per address and link.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let token: string;
let rowId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: "true" } });
  const broker = await t.signUp();
  const survey = await t.app.inject({
    method: "POST",
    url: "/api/surveys",
    headers: { cookie: broker.cookie },
    payload: { name: "Flood test" },
  });
  const id = survey.json().id;
  const row = await t.app.inject({
    method: "POST",
    url: `/api/surveys/${id}/rows`,
    headers: { cookie: broker.cookie },
    payload: { name: "Tower" },
  });
  rowId = row.json().rows[0].id;
  const shared = await t.app.inject({
    method: "POST",
    url: `/api/surveys/${id}/share`,
    headers: { cookie: broker.cookie },
    payload: {},
  });
  token = shared.json().share.token;
});
afterAll(async () => {
  await t?.close();
});

it("answers 429 with a retry hint after 30 feedback posts in 10 minutes", async () => {
  const post = () =>
    t.app.inject({
      method: "POST",
      url: `/api/surveys/public/${token}/feedback`,
      payload: { rowId, verdict: "maybe", comment: "again" },
    });
  for (let i = 0; i < 30; i++) expect((await post()).statusCode).toBe(200);
  const limited = await post();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe("RATE_LIMITED");
  // Reading the tour book is not limited.
  expect((await t.app.inject({ method: "GET", url: `/api/surveys/public/${token}` })).statusCode).toBe(200);
});
