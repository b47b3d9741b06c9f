import { test as base, expect, type Page } from "@playwright/test";
import { createVerifiedUser, type E2EUser, removeUser, signInApi } from "./users.ts";

type Fixtures = {
  /** A verified ordinary user, removed after the test. */
  user: E2EUser;
  /** The page, signed in as `user` and showing the home page. */
  signedInPage: Page;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
  user: async ({}, use) => {
    const user = await createVerifiedUser();
    await use(user);
    await removeUser(user.email);
  },
  signedInPage: async ({ page, user }, use) => {
    await signInApi(page.request, user);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);
    await use(page);
  },
});

export { expect };
