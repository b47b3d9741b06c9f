// Checks a request to Better Auth (/api/auth/*) before it reaches the library. Better Auth validates the
// fields it defines, but passes our own user fields (firstName, lastName) and ids through to PostgreSQL,
// where NUL characters, unpaired surrogates, nulls and non-uuid ids fail as 500s. Those are client
// mistakes: this answers them with a field message (400) instead.
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "#shared/rules/contacts-text.ts";

export type AuthInputProblem = { field: string; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DEPTH = 20;
const NAME_MAX = 100;

/** The first string anywhere in the value (keys included) that PostgreSQL cannot store. */
function findUnstorable(value: unknown, at: string, depth = 0): string | null {
  if (depth > MAX_DEPTH) return at || "_";
  if (typeof value === "string") return isStorableText(value) ? null : at || "_";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], at ? `${at}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (!isStorableText(key)) return path;
      const found = findUnstorable(v, path, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

const NAME_FIELDS = ["name", "firstName", "lastName"] as const;
const NAME_LABELS: Record<(typeof NAME_FIELDS)[number], string> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
};

function checkNames(body: Record<string, unknown>, required: boolean): AuthInputProblem | null {
  for (const field of NAME_FIELDS) {
    const value = body[field];
    if (value === undefined && !(required && field !== "name")) continue;
    if (typeof value !== "string" || !value.trim()) {
      return { field, message: `${NAME_LABELS[field]} is required` };
    }
    if (value.trim().length > NAME_MAX) {
      return { field, message: `${NAME_LABELS[field]} must be at most ${NAME_MAX} characters` };
    }
  }
  return null;
}

/**
 * `pathname` is relative to /api/auth (e.g. "/sign-up/email"); `body` is the parsed JSON body, if any;
 * `query` the parsed query string. Returns the first problem, or null when the request may go through.
 */
export function checkAuthInput(
  pathname: string,
  body: unknown,
  query: Record<string, unknown> = {},
): AuthInputProblem | null {
  const badQuery = findUnstorable(query, "");
  if (badQuery) return { field: badQuery, message: UNSTORABLE_TEXT_MESSAGE };
  if (pathname.startsWith("/admin/") && "id" in query) {
    const id = query.id;
    if (typeof id !== "string" || !UUID.test(id)) return { field: "id", message: "Expected a user id" };
  }
  if (body === undefined) return null;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { field: "_", message: "The request body must be a JSON object" };
  }
  const record = body as Record<string, unknown>;
  const bad = findUnstorable(record, "");
  if (bad) return { field: bad, message: UNSTORABLE_TEXT_MESSAGE };

  if (pathname === "/sign-up/email") return checkNames(record, true);
  if (pathname === "/update-user" || pathname === "/admin/update-user") {
    const data = pathname === "/admin/update-user" ? record.data : record;
    if (data !== undefined && (data === null || typeof data !== "object" || Array.isArray(data))) {
      return { field: "data", message: "Expected an object" };
    }
    const names = checkNames((data ?? {}) as Record<string, unknown>, false);
    if (names) return names;
  }
  // Ids the admin plugin looks up in uuid columns.
  for (const key of ["userId", "sessionToken"] as const) {
    if (!(key in record)) continue;
    const value = record[key];
    if (key === "userId" && (typeof value !== "string" || !UUID.test(value))) {
      return { field: key, message: "Expected a user id" };
    }
    if (key === "sessionToken" && typeof value !== "string") return { field: key, message: "Expected a string" };
  }
  return null;
}
