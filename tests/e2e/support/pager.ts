import type { Page, Request } from "@playwright/test";

/**
 * Presses a pager button from the keyboard and returns the list request it caused: the one to `path` that carries
 * the cursor of the page on screen (keyset paging, decision 0051).
 */
export async function turnTo(page: Page, button: string, path: string): Promise<Request> {
  const sent = page.waitForRequest((r) => r.url().includes(path) && r.url().includes("cursor="));
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: button }).focus();
  await page.keyboard.press("Enter");
  return sent;
}
