import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema/auth.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileStatus = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).statusCode;

describe("session reads", () => {
  it("answers a live session, refreshes one due for its daily update, and refuses expired or signed-out ones", async () => {
    const user = await t.signUp();
    expect(await profileStatus(user.cookie)).toBe(200);

    // Due for refresh (expires in 2 days of 7): Better Auth extends it to 7 days again.
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    await t.ctx.db.update(sessions).set({ expiresAt: inTwoDays }).where(eq(sessions.userId, user.id));
    expect(await profileStatus(user.cookie)).toBe(200);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const latest = Math.max(...rows.map((r) => r.expiresAt.getTime()));
    expect(latest).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await profileStatus(user.cookie)).toBe(401);
  });

  it("refuses a tampered cookie and a session that was signed out", async () => {
    const user = await t.signUp();
    expect(await profileStatus(user.cookie.replace(/session_token=./, "session_token=x"))).toBe(401);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: user.cookie, origin: "http://localhost:3999" },
    });
    expect(out.statusCode).toBe(200);
    expect(await profileStatus(user.cookie)).toBe(401);
  });
});
