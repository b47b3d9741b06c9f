// Deal-room set-up the deal-room journeys share: a room made through the API, an outsider invited to it, and
// screenshots named after the journey.
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

const SHOTS = path.resolve(".tmp/screens");

export const dealroomShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `dealrooms-${name}.png`) });

export async function createRoom(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.post("/api/dealrooms", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Invites `email` to the room; returns the member id and the token of their share link. */
export async function inviteOutsider(api: APIRequestContext, roomId: string, email: string, name: string) {
  const res = await api.post(`/api/dealrooms/${roomId}/members`, { data: { email, name } });
  expect(res.status(), await res.text()).toBe(201);
  const member = await res.json();
  return { memberId: member.id as string, token: new URL(member.shareUrl).searchParams.get("token") as string };
}
