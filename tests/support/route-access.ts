// Route-by-route access checks for a feature's API: anonymous → 401, a deal-room guest → 403, another user → 404 on
// every route that names a record. Rows are compared with the routes the contract modules declare, so a new
// route without a row fails its feature's access test.
import { expect } from "vitest";
import { cookieHeader, type TestApp, type TestUser } from "./test-app.ts";

export type AccessMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AccessRow = {
  method: AccessMethod;
  /** The declared path ("/api/tasks/:id"), matched against the contract. */
  template: string;
  url: string;
  payload?: unknown;
  /** Sent as the multipart field "file" instead of a JSON payload (upload routes). */
  upload?: Buffer;
  /** Names one of the owner's records: another user gets 404 there. */
  ownRecord: boolean;
};

const isRoute = (v: unknown): v is { method: string; path: string } =>
  typeof v === "object" && v !== null && typeof (v as { path?: unknown }).path === "string" && "method" in v;

/** Every route descriptor the given contract modules declare, as sorted "METHOD /path" lines. */
export function declaredRoutes(...modules: Record<string, unknown>[]): string[] {
  return modules
    .flatMap((m) => Object.values(m))
    .filter(isRoute)
    .map((r) => `${r.method} ${r.path}`)
    .sort();
}

/** A guest session of a deal room `owner` creates: the cookie a visitor holds after verifying their invitation. */
export async function dealroomGuestCookie(t: TestApp, owner: TestUser, email = "gus@outside.example") {
  const inject = (method: "POST", url: string, payload: object, cookie?: string) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const room = (await inject("POST", "/api/dealrooms", { name: "Guest room" }, owner.cookie)).json() as { id: string };
  const inv = await inject("POST", `/api/dealrooms/${room.id}/members`, { email, name: "Gus" }, owner.cookie);
  const token = new URL(inv.json().shareUrl).searchParams.get("token") as string;
  const verified = await inject("POST", "/api/dealrooms/verify-access", { token, email, name: "Gus" });
  return cookieHeader(verified.headers["set-cookie"]);
}

const BOUNDARY = "----access1234";

function multipart(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function status(t: TestApp, row: AccessRow, cookie: string | null) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (row.upload) headers["content-type"] = `multipart/form-data; boundary=${BOUNDARY}`;
  const payload = row.upload ? multipart(row.upload) : (row.payload as Record<string, unknown> | undefined);
  const res = await t.app.inject({
    method: row.method,
    url: row.url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return res.statusCode;
}

/**
 * Checks the rows cover exactly `declared` (plus `extra` routes registered outside the contract), then calls each
 * as anonymous (401), as the guest (403) and, for rows naming a record, as another user (404).
 */
export async function expectGuarded(
  t: TestApp,
  rows: AccessRow[],
  who: { guestCookie: string; other: TestUser },
  declared: string[],
) {
  expect(rows.map((r) => `${r.method} ${r.template}`).sort()).toEqual(declared);
  for (const row of rows) {
    const where = `${row.method} ${row.url}`;
    expect(await status(t, row, null), `anonymous ${where}`).toBe(401);
    expect(await status(t, row, who.guestCookie), `guest ${where}`).toBe(403);
    if (row.ownRecord) expect(await status(t, row, who.other.cookie), `other user ${where}`).toBe(404);
  }
}
