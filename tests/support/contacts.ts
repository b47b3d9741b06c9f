// Request helpers for the contacts integration tests: a JSON call as a user, and the multipart import upload.
import type { TestApp, TestUser } from "./test-app.ts";

export type Json = Record<string, unknown> | unknown[] | undefined;

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One request as `user` (anonymous when null): status, parsed body (text when not JSON), headers, raw text. */
export async function call(t: TestApp, user: TestUser | null, method: string, url: string, payload?: Json) {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, headers: res.headers, text: res.body };
}

export function multipart(file: { name: string; content: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an import file (entityType before the file part, as the page sends it). */
export async function uploadImport(t: TestApp, user: TestUser, name: string, content: Buffer, entityType = "people") {
  const body = multipart({ name, content }, { entityType });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contacts/imports",
    headers: { ...body.headers, cookie: user.cookie },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
