// Helpers the contacts journeys share: records made over the API the way the pages make them.
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export async function createCustomField(api: APIRequestContext, body: object): Promise<void> {
  const res = await api.post("/api/custom-fields", { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function createPerson(api: APIRequestContext, body: object): Promise<{ id: string }> {
  const res = await api.post("/api/contacts/people", { data: body });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string };
}
