// Phone second factor: a broker adds a number on /profile, verifies it with the texted code, then signs in with
// a code texted at sign-in. Texts land in the server's DATA_DIR/sms (no SMS provider configured in e2e).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";

/** Waits for a new text to that number (newer than `after`) and returns its code. */
async function textedCode(phone: string, after: number): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "sms");
  let code = "";
  await expect(async () => {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`${phone}.txt`) && Number(f.split("-")[0]) >= after)
      .sort();
    expect(files.length).toBeGreaterThan(0);
    const text = await readFile(path.join(dir, files[files.length - 1]), "utf8");
    code = /code is (\d{6})/.exec(text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

test("a broker adds a phone number, verifies it, and signs in with a texted code", async ({
  signedInPage: page,
  user,
}) => {
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  await page.goto("/profile");
  await page.getByRole("button", { name: "Add a phone number" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Phone number").fill("555-12");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByText("Enter the number in international format, e.g. +1 555 123 4567.")).toBeVisible();
  let since = Date.now();
  await dialog.getByLabel("Phone number").fill(phone);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await dialog.getByLabel("Text message code").fill(await textedCode(phone, since));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Phone number verified")).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
  since = Date.now();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Enter the 6-digit code we texted to your phone.")).toBeVisible();
  await page.getByLabel("Text message code").fill(await textedCode(phone, since));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Remove number" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Phone number removed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a phone number" })).toBeVisible();
});
