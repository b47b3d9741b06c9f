import path from "node:path";

// E2E_PORT lets two runs share a machine: each gets its own server and DATA_DIR.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's DATA_DIR: embedded Postgres, files, and the .eml outbox the journeys read. */
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-${E2E_PORT}`);
/** The local fake of Stripe the billing journeys start (the server is configured to call it). */
export const E2E_STRIPE_PORT = E2E_PORT + 1000;
export const E2E_STRIPE = {
  secretKey: "sk_test_fake",
  webhookSecret: "whsec_fake_secret",
  url: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
};
/** The local fake OpenID provider the sign-in journeys start; it hosts the Google and the generic issuer. */
export const E2E_OIDC_PORT = E2E_PORT + 1200;
export const E2E_OIDC = {
  url: `http://127.0.0.1:${E2E_OIDC_PORT}`,
  name: "Acme SSO",
  clients: {
    google: { clientId: "e2e-google", clientSecret: "e2e-google-secret" },
    oidc: { clientId: "e2e-oidc", clientSecret: "e2e-oidc-secret" },
  },
};
