// Share links: public lookup of a token, e-mail and name checks, revocation and expiry, the verify-access rate
// limit.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../../../../tests/support/mail.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { dealroomClient } from "#server/features/dealrooms/dealrooms.test-support.ts";

let t: TestApp;
let owner: TestUser;
const { call, createRoom, invite, verify, visitor } = dealroomClient(
  () => t,
  () => owner,
);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ firstName: "Olive", lastName: "Owner" });
});
afterAll(async () => {
  await t?.close();
});

describe("share links", () => {
  it("looks a token up with public fields only, and checks e-mail and name", async () => {
    const room = await createRoom(owner, "Lookup Room");
    const { token } = await invite(room, "Pat@Outside.example", "Pat Partner");
    const mail = await waitForMail(t.dataDir, "pat@outside.example", /Deal room shared with you/);
    expect(mail.links.some((l) => l.includes(`/dealrooms/verify-access?token=${token}`))).toBe(true);
    const lookup = await call("GET", `/api/dealrooms/access/${token}`);
    expect(lookup.json()).toEqual({
      success: true,
      error: null,
      entity_id: room,
      entity_type: "dealroom",
      access_level: "viewer",
      dealroom: {
        id: room,
        name: "Lookup Room",
        created_by: owner.id,
        sharer_first_name: "Olive",
        sharer_last_name: "Owner",
        sharer_email: owner.email,
      },
    });
    expect((await call("GET", `/api/dealrooms/access/nope`)).json()).toMatchObject({
      success: false,
      error: "Share link not found",
    });
    const mismatch = await verify(token, "someone@else.example", "Pat Partner");
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().title).toBe("Email does not match invitation");
    const shortName = await verify(token, "pat@outside.example", "P");
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().detail).toBe("Please enter your full name");
    const badEmail = await verify(token, "pat", "Pat Partner");
    expect(badEmail.json().detail).toBe("Please enter a valid email address");
    const noToken = await verify("", "pat@outside.example", "Pat Partner");
    expect(noToken.statusCode).toBe(400);
    const unknown = await verify("unknown-token", "pat@outside.example", "Pat Partner");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Share link not found");
    const ok = await verify(token, " PAT@outside.example ", "Pat Partner");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      entity_id: room,
      access_level: "viewer",
      session: { kind: "visitor" },
    });
    expect(String(ok.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(ok.headers["set-cookie"])).toMatch(/Path=\/api\/dealrooms/);
    const pub = await call("GET", `/api/dealrooms/${room}/public`);
    expect(Object.keys(pub.json()).sort()).toEqual(
      ["created_by", "id", "name", "sharer_email", "sharer_first_name", "sharer_last_name"].sort(),
    );
  });

  it("stops working when revoked or expired", async () => {
    const room = await createRoom(owner, "Revocable");
    const v = await visitor(room, "rex@outside.example");
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: v.cookie })).statusCode).toBe(200);
    const revoke = await call("DELETE", `/api/dealrooms/${room}/members/${v.member.id}`, { cookie: owner.cookie });
    expect(revoke.json().status).toBe("revoked");
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: v.cookie })).statusCode).toBe(404);
    expect((await call("GET", `/api/dealrooms/access/${v.token}`)).json().error).toBe(
      "Invalid or expired access token",
    );
    expect((await verify(v.token, "rex@outside.example", "Rex Ray")).json().title).toBe(
      "Invalid or expired access token",
    );

    const w = await visitor(room, "wes@outside.example");
    await t.ctx.db.execute(
      sql`update dealroom_share_links set expires_at = now() - interval '1 minute' where token = ${w.token}`,
    );
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: w.cookie })).statusCode).toBe(404);
    expect((await call("GET", `/api/dealrooms/access/${w.token}`)).json().error).toBe(
      "Invalid or expired access token",
    );
    const past = await call("POST", `/api/dealrooms/${room}/members`, {
      cookie: owner.cookie,
      payload: { email: "late@outside.example", name: "Late", expiresAt: "2001-01-01T00:00:00Z" },
    });
    expect(past.statusCode).toBe(400);
    const log = await call("GET", `/api/dealrooms/${room}/activity`, { cookie: owner.cookie });
    expect(log.json().items.some((r: { actionType: string }) => r.actionType === "revoked")).toBe(true);
  });

  it("rate-limits verify-access", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: "true" }, databaseUrl: t.databaseUrl });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/dealrooms/verify-access",
          payload: { token: "guess", email: "a@b.example", name: "Al Bo" },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
