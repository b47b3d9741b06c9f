// Billing journeys against a local fake of Stripe (hosted Checkout and portal pages, signed webhooks).
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.ts";
import { setTrialEnd } from "./support/db.ts";
import { E2E_BASE_URL, E2E_STRIPE, E2E_STRIPE_PORT } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInApi } from "./support/users.ts";

let stripe: FakeStripe;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  stripe = await startFakeStripe({
    port: E2E_STRIPE_PORT,
    secretKey: E2E_STRIPE.secretKey,
    webhookSecret: E2E_STRIPE.webhookSecret,
    webhookUrl: `${E2E_BASE_URL}/api/billing/webhook`,
  });
});
test.afterAll(async () => {
  await stripe?.close();
});

test("a broker whose trial ended upgrades through Checkout, opens deal rooms, then cancels in the portal", async ({
  page,
  user,
}) => {
  await setTrialEnd(user.email, new Date(Date.now() - 86_400_000));
  await signInApi(page.request, user);
  await page.goto("/dealrooms");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/settings");
  await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Upgrade: All features" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("Payment received")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText("Renews on")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(page.getByRole("link", { name: /View\s+invoice/ })).toHaveCount(1);

  await page.goto("/dealrooms");
  await expect(page.getByRole("heading", { name: "Deal Rooms" })).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe customer portal" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const [sub] = [...stripe.subscriptions.values()].filter((s) => s.metadata.user_id);
  const end = new Date(sub.items.data[0].current_period_end * 1000);
  const date = end.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  await expect(page.getByText(`Your plan cancels on ${date}`)).toBeVisible();
  await expect(page.getByText("Cancelling", { exact: true })).toBeVisible();
  // Paid until then: deal rooms stay open.
  await page.goto("/dealrooms");
  await expect(page.getByRole("heading", { name: "Deal Rooms" })).toBeVisible();
});

test("Upgrade Now in the upgrade dialog leads to Settings and its plans", async ({ page, user }) => {
  await setTrialEnd(user.email, new Date(Date.now() - 86_400_000));
  await signInApi(page.request, user);
  await page.goto("/");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Deal Rooms" }).click();
  await expect(page.getByRole("heading", { name: "Upgrade Your Account" })).toBeVisible();
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  for (const name of ["All features", "Document analysis", "Workspace", "Deal rooms"]) {
    await expect(page.getByRole("button", { name: `Upgrade: ${name}` })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
});
