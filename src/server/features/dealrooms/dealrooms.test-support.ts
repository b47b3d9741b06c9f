// Helpers for the deal-room integration tests: JSON calls, uploads, rooms, invitations and verified members
// or outside visitors. They read the file's app and owner lazily, so a file can build them before beforeAll.
import { expect } from "vitest";
import { cookieHeader, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

type Opts = { cookie?: string; payload?: unknown; headers?: Record<string, string> };

export const minimalPdf = (label = "hello") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----leasedesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** `app()` and `owner()` give the test file's app and the rooms' owner once its beforeAll has run. */
export function dealroomClient(app: () => TestApp, owner: () => TestUser) {
  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, opts: Opts = {}) =>
    app().app.inject({
      method,
      url,
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
      ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
    });

  async function upload(roomId: string, cookie: string, filename: string, bytes: Buffer, folderId?: string) {
    const { payload, headers } = multipart(filename, bytes);
    return app().app.inject({
      method: "POST",
      url: `/api/dealrooms/${roomId}/documents/upload${folderId ? `?folderId=${folderId}` : ""}`,
      headers: { ...headers, cookie },
      payload,
    });
  }

  async function createRoom(user: TestUser, name: string): Promise<string> {
    const res = await call("POST", "/api/dealrooms", { cookie: user.cookie, payload: { name } });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function invite(roomId: string, email: string, name: string, accessLevel = "viewer", expiresAt?: string) {
    const res = await call("POST", `/api/dealrooms/${roomId}/members`, {
      cookie: owner().cookie,
      payload: { email, name, accessLevel, ...(expiresAt ? { expiresAt } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json();
    const token = new URL(member.shareUrl).searchParams.get("token") as string;
    return { member, token };
  }

  async function verify(token: string, email: string, name: string, cookie?: string) {
    return call("POST", "/api/dealrooms/verify-access", {
      cookie,
      payload: { token, email, name, entityType: "dealroom" },
    });
  }

  /** Invites a user and verifies while signed in: they become a member of their own account. */
  async function addMember(roomId: string, user: TestUser, level: string) {
    const { token } = await invite(roomId, user.email, `${user.firstName} ${user.lastName}`, level);
    const res = await verify(token, user.email, `${user.firstName} ${user.lastName}`, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session.kind).toBe("user");
  }

  /** Invites an outside e-mail and verifies without signing in: a guest session cookie for the room. */
  async function visitor(roomId: string, email: string, level = "viewer") {
    const { token, member } = await invite(roomId, email, "Vera Visitor", level);
    const res = await verify(token, email, "Vera Visitor");
    expect(res.statusCode, res.body).toBe(200);
    return {
      cookie: cookieHeader(res.headers["set-cookie"]),
      token,
      member,
      setCookie: String(res.headers["set-cookie"]),
    };
  }

  return { call, upload, createRoom, invite, verify, addMember, visitor };
}
