import { expect, test } from "./support/fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { sidebar } from "./support/session.ts";
import { createPerson } from "./support/contacts.ts";

test("ctrl+b collapses the sidebar to 64 px and the state survives a reload", async ({ signedInPage: page }) => {
  const aside = sidebar(page);
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
  await page.keyboard.press("Control+b");
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
  await expect(aside.getByText("Free Trial Ends")).toHaveCount(0);
  await page.reload();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(64);
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the top bar and slide-in menu replace the sidebar", async ({ signedInPage: page }) => {
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await menu.getByRole("button", { name: "Help" }).click();
    await expect(
      page.getByRole("dialog", { name: "Help Center" }).getByText("Your trial and subscription"),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // §9: on a small screen toasts show at the top.
    await page.getByLabel("Phone").fill("+1 415 555 0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
  });
});

test("Help in the account menu opens the Help Center: search, filter, read an article, reset on close", async ({
  signedInPage: page,
}) => {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Help" }).click();
  const panel = page.getByRole("dialog", { name: "Help Center" });
  const list = panel.getByRole("list", { name: "Help articles" });
  await expect(list.getByRole("button", { name: /Upload a lease and read its abstract/ })).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(540); // 400, and 540 on larger screens (§2.12)

  const search = panel.getByRole("searchbox", { name: "Search help articles" });
  await search.fill("calendar");
  await expect(list.getByRole("button")).toHaveCount(1);
  await search.fill("no such topic anywhere");
  await expect(panel.getByText("No articles found")).toBeVisible();
  await search.fill("");

  await panel.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Deal Rooms" }).click();
  await expect(list.getByRole("button")).toHaveCount(1);
  await list.getByRole("button", { name: /Deal rooms for outside parties/ }).click();
  await expect(panel.getByRole("heading", { name: "Deal rooms for outside parties" })).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "The activity log shows who viewed" })).toBeVisible();
  await panel.getByRole("button", { name: "Back to Articles" }).click();
  await expect(panel.getByRole("combobox", { name: "Category" })).toHaveText("Deal Rooms");

  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Help" }).click();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("All Categories");
  await expect(page.getByRole("list", { name: "Help articles" }).getByRole("button")).toHaveCount(10);
});

test.describe("accessibility", () => {
  test("landing and /auth have no serious axe violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "landing");
    for (const view of ["sign_in", "sign_up", "forgot_password"]) {
      await page.goto(`/auth?view=${view}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/auth?view=${view}`);
    }
  });

  test("home has no serious axe violations", async ({ signedInPage: page }) => {
    await expectNoSeriousA11yViolations(page, "home");
    await page.goto("/profile");
    await expect(page.getByLabel("First name")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/profile");
  });
});

test("crossing the phone breakpoint keeps the page mounted: typed search and its results stay", async ({
  signedInPage: page,
}) => {
  await createPerson(page.request, { firstName: "Rotate", lastName: "Keeper" });
  await createPerson(page.request, { firstName: "Other", lastName: "Person" });
  await page.goto("/contacts");
  const search = page.getByRole("searchbox", { name: "Search people" });
  await search.fill("Keeper");
  await expect(page.getByText("Other Person")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Rotate Keeper" }).first()).toBeVisible();
  // The same input element before and after: a re-mounted page would make a new one (and lose the text).
  await search.evaluate((el) => {
    (window as unknown as { searchBox: Element }).searchBox = el;
  });
  const sameInput = () => search.evaluate((el) => (window as unknown as { searchBox: Element }).searchBox === el);

  await page.setViewportSize({ width: 390, height: 844 }); // rotate to a phone
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(search).toHaveValue("Keeper");
  expect(await sameInput()).toBe(true);
  await expect(page.getByText("Rotate Keeper").first()).toBeVisible();
  await expect(page.getByText("Other Person")).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 }); // and back to a desktop
  await expect(sidebar(page)).toBeVisible();
  await expect(search).toHaveValue("Keeper");
  expect(await sameInput()).toBe(true);
  await expect(page.getByRole("link", { name: "Rotate Keeper" }).first()).toBeVisible();
  await expect(page.getByText("Other Person")).toHaveCount(0);
});
