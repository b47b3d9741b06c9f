// Creates accounts the way a broker does (sign-up + the verification link from the outbox), over HTTP.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { waitForMail } from "../../support/mail.ts";
import { deleteUser } from "./db.ts";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./env.ts";

export type E2EUser = { email: string; password: string; firstName: string; lastName: string };

export function newUserInput(overrides: Partial<E2EUser> = {}): E2EUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `broker-${id}@e2e.test`,
    password: `Secret-${id}-pw`,
    firstName: "Dana",
    lastName: `Tester${id.slice(0, 3)}`,
    ...overrides,
  };
}

/** Opens the verification link of the newest confirmation mail to `email` (without following into the SPA). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await waitForMail(E2E_DATA_DIR, email, /confirm/i);
  const link = mail.links.find((l) => l.includes("verify-email"));
  expect(link, "verification link in the mail").toBeTruthy();
  return link as string;
}

export async function createVerifiedUser(overrides: Partial<E2EUser> = {}): Promise<E2EUser> {
  const user = newUserInput(overrides);
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const res = await api.post("/api/auth/sign-up/email", {
      data: { name: `${user.firstName} ${user.lastName}`, ...user, callbackURL: "/auth/callback?verified=1" },
    });
    expect(res.status(), await res.text()).toBe(200);
    const link = await verificationLink(user.email);
    const verified = await api.get(link, { maxRedirects: 0 });
    expect(verified.status(), "verification answered").toBeLessThan(400);
  } finally {
    await api.dispose();
  }
  return user;
}

/** Signs in through the API in the page's own cookie jar, so the browser is signed in too. */
export async function signInApi(api: APIRequestContext, user: Pick<E2EUser, "email" | "password">): Promise<void> {
  const res = await api.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function removeUser(email: string): Promise<void> {
  await deleteUser(email).catch(() => undefined);
}
