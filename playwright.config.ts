import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_OIDC, E2E_PORT, E2E_STRIPE } from "./tests/e2e/support/env.ts";

// End-to-end journeys against the built SPA served by the real server on a fresh embedded database.
// `npm run test:e2e` builds dist/web first; the server command wipes its DATA_DIR before starting.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Other journeys share this machine: keep artefacts out of the default folder another run may wipe.
  outputDir: ".tmp/playwright-results",
  fullyParallel: true,
  // Two workers for the machine's two cores; journeys are independent (each signs up its own user).
  workers: 2,
  // No retries: a flaky journey is a defect to fix, not to retry away.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker would sit between page.route() and the network; only pwa.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's headless shell (the old headless Chromium: no browser UI or GPU process to start) costs ~30 % less
      // CPU per journey than the full /usr/bin/chromium on this 2-core machine (decision 0063).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && exec npx tsx src/server/main.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    // E2E_REUSE_SERVER=1: run against a server you started yourself on E2E_PORT (its DATA_DIR must be E2E_DATA_DIR).
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    timeout: 180_000,
    // The server logs at warn level: a failed background job (e.g. image extraction) shows in the run's output.
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_BASE_URL,
      ADMIN_EMAILS: "admin@e2e.test",
      LOG_LEVEL: "warn",
      // Many accounts sign up from one IP in a run; the limiter has its own integration test.
      RATE_LIMIT_ENABLED: "false",
      // Billing talks to the fake Stripe that tests/e2e/billing.spec.ts starts (nothing else reaches it).
      STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
      STRIPE_API_URL: E2E_STRIPE.url,
      STRIPE_PRICE_FEATURES: "price_features",
      STRIPE_PRICE_DOCANALYSIS: "price_docanalysis",
      STRIPE_PRICE_TEMPLATES: "price_templates",
      STRIPE_PRICE_DEALROOMS: "price_dealrooms",
      // Google and OIDC sign-in talk to the fake provider tests/e2e/oidc.spec.ts starts (discovery is retried
      // on the first sign-in, so the server may start before it).
      GOOGLE_CLIENT_ID: E2E_OIDC.clients.google.clientId,
      GOOGLE_CLIENT_SECRET: E2E_OIDC.clients.google.clientSecret,
      GOOGLE_DISCOVERY_URL: `${E2E_OIDC.url}/google/.well-known/openid-configuration`,
      OIDC_ISSUER: `${E2E_OIDC.url}/oidc`,
      OIDC_CLIENT_ID: E2E_OIDC.clients.oidc.clientId,
      OIDC_CLIENT_SECRET: E2E_OIDC.clients.oidc.clientSecret,
      OIDC_NAME: E2E_OIDC.name,
      // Listing extraction may fetch the journeys' own local pages (the SSRF guard refuses loopback otherwise).
      SAFE_FETCH_ALLOW_ADDRESSES: "127.0.0.1",
    },
  },
});
