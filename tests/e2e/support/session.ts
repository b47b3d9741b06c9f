// Signing in and out through the forms, and the desktop sidebar, as the account journeys use them.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function logout(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
}
