// Set-up the tasks journeys share: tasks made over the API as the panel makes them, the date forms the panel
// shows, and the page checks with toasts left out of the accessibility scan.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect } from "./fixtures.ts";

export { toast } from "./page-checks.ts";

// Tasks pages refetch after every change; the shared machine can be slow.
export const expect = baseExpect.configure({ timeout: 20_000 });

export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // Toasts fade in and out (their contrast mid-animation is not what a user reads); the shell owns them.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function createTask(api: APIRequestContext, body: object) {
  const res = await api.post("/api/tasks", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** MM/dd/yyyy, as the date picker shows and takes it. */
export const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Today plus `offset` days in the browser's (and the server's) local time, as yyyy-MM-dd. */
export function isoDay(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
