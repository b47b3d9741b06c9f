// The one place that reads process.env.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "#server/platform/client-address.ts";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalString,
  DATA_DIR: z.string().default("./data"),
  /** The built web app to serve (index.html, assets, sw.js); default dist/web of this checkout. */
  WEB_ROOT: optionalString,
  DATABASE_URL: optionalString,
  EMBEDDED_PG_PORT: z.coerce.number().int().optional(),
  AUTH_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Leasedesk <no-reply@leasedesk.local>"),
  ADMIN_EMAILS: z.string().default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ROLE: z.enum(["web", "worker", "all"]).default("all"),
  TRUST_PROXY: z.string().default(""),
  RATE_LIMIT_ENABLED: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
  AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  GOOGLE_MAPS_API_KEY: optionalString,
  NOMINATIM_URL: optionalString,
  /** Google Maps web-service base URL (tests point it at a local fake). */
  GOOGLE_MAPS_API_URL: z.string().default("https://maps.googleapis.com"),
  /** Map tile URL template ({z}/{x}/{y}); unset → the property map is a plain coordinate plot, no network. */
  MAP_TILE_URL: optionalString,
  /** Tests only (ignored in production): exact IPs the SSRF guard lets listing extraction reach. */
  SAFE_FETCH_ALLOW_ADDRESSES: z.string().default(""),
  MAP_TILE_ATTRIBUTION: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API base (tests point it at a local fake); the real API when unset. */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_PRICE_FEATURES: optionalString,
  STRIPE_PRICE_DOCANALYSIS: optionalString,
  STRIPE_PRICE_TEMPLATES: optionalString,
  STRIPE_PRICE_DEALROOMS: optionalString,
  DOCUSIGN_CLIENT_ID: optionalString,
  DOCUSIGN_CLIENT_SECRET: optionalString,
  DOCUSIGN_AUTH_URL: optionalString,
  DOCUSIGN_API_URL: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google's OpenID discovery document (tests point it at a local fake). */
  GOOGLE_DISCOVERY_URL: z.string().default("https://accounts.google.com/.well-known/openid-configuration"),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The sign-in button's label for the generic OpenID Connect provider. */
  OIDC_NAME: z.string().default("Single sign-on"),
  /** Phone second factor: provider endpoint receiving { to, text } as JSON; unset → DATA_DIR/sms files. */
  SMS_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_WEBHOOK_TOKEN: optionalString,
  /** Admins must have a second factor before admin pages and routes work; default on in production. */
  REQUIRE_ADMIN_MFA: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
  HELP_DESK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Days between asking to delete an account and its deletion (the user may sign in and cancel meanwhile). */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).max(365).default(7),
  /** Days a data-export zip is kept; then a scheduled job removes it. */
  ACCOUNT_EXPORT_RETENTION_DAYS: z.coerce.number().min(1).max(365).default(7),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** The built SPA the server sends (and whose shell the service worker precaches). */
  webRoot: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  logLevel: string;
  role: "web" | "worker" | "all";
  rateLimitEnabled: boolean;
  /**
   * The card scan's wall-clock cap in ms; unset, the product's 10 s. Not an operator setting: integration tests
   * of the reading itself lift it, so they do not depend on how busy the machine running them is.
   */
  cardWallCapMs?: number;
  /** How long a session and its subscription may be reused in process memory at most (0: off; decision 0040). */
  authCacheSeconds: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); empty = the socket's peer is the client. */
  trustProxy: string[];
  llm: { baseUrl: string; apiKey?: string; model: string } | undefined;
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string } | undefined;
  googleMapsApiKey: string | undefined;
  nominatimUrl: string | undefined;
  googleMapsApiUrl: string;
  mapTileUrl: string | undefined;
  safeFetchAllowAddresses: string[];
  mapTileAttribution: string | undefined;
  stripeSecretKey: string | undefined;
  /** Online billing: Checkout, Customer Portal and webhooks; undefined without STRIPE_SECRET_KEY. */
  stripe: StripeConfig | undefined;
  docusign: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | undefined;
  sms: { webhookUrl: string | undefined; webhookToken: string | undefined };
  /** Third-party sign-in (OpenID Connect, authorization code + PKCE); empty when none is configured. */
  oidcProviders: OidcProviderConfig[];
  /** An admin without a verified second factor is sent to enrol before admin pages and routes work. */
  requireAdminMfa: boolean;
  /** External help-desk "new request" page behind the Help Center's 'Contact Us' (hidden when unset). */
  helpDeskUrl: string | undefined;
  accountDeletionGraceDays: number;
  accountExportRetentionDays: number;
};

export type OidcProviderConfig = {
  /** "google" or "oidc": the provider id in Better Auth and in /api/auth/callback/{id}. */
  id: "google" | "oidc";
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
  /** Stripe price id per upgrade type; a type without one is not offered. */
  prices: Partial<Record<"features" | "docanalysis" | "templates" | "dealrooms", string>>;
};

/** Reads the secret from DATA_DIR/auth-secret, creating it on first start, so restarts keep sessions. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The LLM engine's settings alone: `npm run analyze` uses the same engine as the server, without its other settings. */
export function llmConfig(env: NodeJS.ProcessEnv = process.env): Config["llm"] {
  const e = envSchema.pick({ LLM_BASE_URL: true, LLM_API_KEY: true, LLM_MODEL: true }).parse(env);
  return e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const roleArg = process.argv.find((a) => a.startsWith("--role="))?.slice("--role=".length);
  const role = (roleArg as Config["role"] | undefined) ?? e.ROLE;
  const config: Config = {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir,
    webRoot: path.resolve(e.WEB_ROOT ?? path.join(import.meta.dirname, "../../dist/web")),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    role,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED ? e.RATE_LIMIT_ENABLED === "true" : true,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authCacheSeconds: e.AUTH_CACHE_SECONDS,
    llm: llmConfig(env),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    nominatimUrl: e.NOMINATIM_URL,
    googleMapsApiUrl: e.GOOGLE_MAPS_API_URL.replace(/\/$/, ""),
    mapTileUrl: e.MAP_TILE_URL,
    safeFetchAllowAddresses:
      e.NODE_ENV === "production"
        ? []
        : e.SAFE_FETCH_ALLOW_ADDRESSES.split(",")
            .map((s) => s.trim())
            .filter(Boolean),
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL,
          prices: Object.fromEntries(
            (
              [
                ["features", e.STRIPE_PRICE_FEATURES],
                ["docanalysis", e.STRIPE_PRICE_DOCANALYSIS],
                ["templates", e.STRIPE_PRICE_TEMPLATES],
                ["dealrooms", e.STRIPE_PRICE_DEALROOMS],
              ] as const
            ).filter(([, v]) => !!v),
          ),
        }
      : undefined,
    docusign:
      e.DOCUSIGN_CLIENT_ID && e.DOCUSIGN_CLIENT_SECRET
        ? {
            clientId: e.DOCUSIGN_CLIENT_ID,
            clientSecret: e.DOCUSIGN_CLIENT_SECRET,
            authUrl: e.DOCUSIGN_AUTH_URL ?? "https://account-d.docusign.com",
            apiUrl: e.DOCUSIGN_API_URL ?? "https://demo.docusign.net/restapi",
          }
        : undefined,
    helpDeskUrl: e.HELP_DESK_URL,
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    accountExportRetentionDays: e.ACCOUNT_EXPORT_RETENTION_DAYS,
    sms: { webhookUrl: e.SMS_WEBHOOK_URL, webhookToken: e.SMS_WEBHOOK_TOKEN },
    oidcProviders: [
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? [
            {
              id: "google" as const,
              name: "Google",
              discoveryUrl: e.GOOGLE_DISCOVERY_URL,
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
            },
          ]
        : []),
      ...(e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? [
            {
              id: "oidc" as const,
              name: e.OIDC_NAME,
              discoveryUrl: `${e.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
            },
          ]
        : []),
    ],
    requireAdminMfa: e.REQUIRE_ADMIN_MFA ? e.REQUIRE_ADMIN_MFA === "true" : e.NODE_ENV === "production",
  };
  return { ...config, ...overrides };
}
