import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDevice } from "#server/features/profiles/sessions.routes.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;

const signInAgain = async (u: TestUser, ua: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { "user-agent": ua },
    payload: { email: u.email, password: u.password },
  });
  return cookieHeader(res.headers["set-cookie"]);
};

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  other = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("account sessions", () => {
  it("names devices from the user agent", () => {
    expect(
      describeDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"),
    ).toBe("Chrome on macOS");
    expect(
      describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1"),
    ).toBe("Safari on iOS");
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0")).toBe(
      "Firefox on Windows",
    );
    expect(describeDevice(null)).toBe("Unknown device");
  });

  it("lists the user's sessions with the current one marked, and signs out the others", async () => {
    const phone = await signInAgain(user, "Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36");
    const list = await t.app.inject({ method: "GET", url: "/api/account/sessions", headers: { cookie: user.cookie } });
    const items = list.json().items as { id: string; device: string; current: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.map((s) => s.device)).toContain("Chrome on Android");

    // Another user's session is a 404; this session cannot be revoked here.
    const current = items.find((s) => s.current) as { id: string };
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${current.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const self = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${current.id}`,
      headers: { cookie: user.cookie },
    });
    expect(self.statusCode).toBe(400);

    const revoke = await t.app.inject({
      method: "DELETE",
      url: "/api/account/sessions",
      headers: { cookie: user.cookie },
    });
    expect(revoke.json()).toEqual({ revoked: items.length - 1 });
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: phone } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/account/sessions" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/account/sessions/nope", headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
