// Hardening journeys (issue 13): no CSP violation from our own bundle; the editor never overwrites a document
// it could not load; autosave sends one request per pause, not one per keystroke.
import type { Page } from "@playwright/test";
import { roomDocumentContent, setRoomDocumentContent } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInApi } from "./support/users.ts";

async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test("pages of the app raise no Content Security Policy violation", async ({ page, user }) => {
  const violations = await collectCspViolations(page);
  await page.goto("/auth?view=sign_in");
  await page.waitForLoadState("networkidle");
  await signInApi(page.request, user);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);
  for (const path of ["/dealrooms", "/contacts", "/documents"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("the editor protects a document it cannot load, and autosave waits for a pause", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const room = await page.request.post("/api/dealrooms", { data: { name: "Editor safety" } });
  const roomId = (await room.json()).id;
  const created = await page.request.post(`/api/dealrooms/${roomId}/documents`, { data: { name: "Contract" } });
  const docId = (await created.json()).id;

  // Autosave: typing a sentence sends a handful of saves, not one per key.
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && r.url().endsWith(`/documents/${docId}/content`)) saves.push(r.url());
  });
  await page.goto(`/dealrooms/${roomId}/document/${docId}/edit`);
  const editor = page.getByRole("textbox", { name: "Contract" });
  await editor.click();
  const sentence = "important contract text that must never be lost";
  await page.keyboard.type(sentence, { delay: 30 });
  await expect(page.getByTestId("save-status")).toHaveText("All changes saved", { timeout: 15_000 });
  expect(saves.length).toBeGreaterThanOrEqual(1);
  expect(saves.length, saves.join("\n")).toBeLessThanOrEqual(4);

  // Stored content the editor's schema does not know (written past the API): read-only, nothing saved.
  const unknown = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: sentence, marks: [{ type: "blink" }] }] }],
  };
  await setRoomDocumentContent(docId, unknown);
  saves.length = 0;
  await page.goto(`/dealrooms/${roomId}/document/${docId}/edit`);
  await expect(page.getByRole("alert").filter({ hasText: "could not be opened in the editor" })).toBeVisible();
  await editor.click();
  await page.keyboard.type("overwrite");
  await page.waitForTimeout(2_500);
  expect(saves).toEqual([]);
  expect(await roomDocumentContent(docId)).toEqual(unknown);
});
