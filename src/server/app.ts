// buildApp: the whole HTTP application over given infrastructure. main.ts and the tests both use it.
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import pino, { type Logger } from "pino";
import type { Config } from "#server/config.ts";
import { createDb, type Db, onDbNotice } from "#server/db/client.ts";
import { registerAdminRoutes } from "#server/features/admin/admin.routes.ts";
import { registerContactsRoutes } from "#server/features/contacts/contacts.routes.ts";
import { registerDealroomRoutes } from "#server/features/dealrooms/dealrooms.routes.ts";
import { registerDocumentRoutes } from "#server/features/documents/documents.routes.ts";
import { registerPwaRoutes } from "#server/features/pwa/pwa.routes.ts";
import { registerHelpRoutes } from "#server/features/help/help.routes.ts";
import { registerPropertyRoutes } from "#server/features/properties/properties.routes.ts";
import { registerSearchRoutes } from "#server/features/search/search.routes.ts";
import { companySearch, personSearch } from "#server/features/contacts/contacts-search.repository.ts";
import { dealroomDocumentSearch, dealroomSearch } from "#server/features/dealrooms/dealrooms-search.repository.ts";
import { leaseSearch, memorandumSearch } from "#server/features/documents/documents-search.repository.ts";
import { projectSearch } from "#server/features/projects/projects-search.repository.ts";
import { propertySearch } from "#server/features/properties/properties-search.repository.ts";
import { surveySearch } from "#server/features/surveys/surveys-search.repository.ts";
import { taskSearch } from "#server/features/tasks/tasks-search.repository.ts";
import { registerTaskRoutes } from "#server/features/tasks/tasks.routes.ts";
import { registerPlatformRoutes } from "#server/features/platform/platform.routes.ts";
import { registerSurveyRoutes } from "#server/features/surveys/surveys.routes.ts";
import { registerReportRoutes } from "#server/features/reports/reports.routes.ts";
import { registerProjectRoutes } from "#server/features/projects/projects.routes.ts";
import { registerChecklistRoutes } from "#server/features/templates/checklists.routes.ts";
import { registerDocumentTemplateRoutes } from "#server/features/templates/document-templates.routes.ts";
import { registerProfileRoutes } from "#server/features/profiles/profiles.routes.ts";
import { createProfileService } from "#server/features/profiles/profiles.service.ts";
import { registerBillingRoutes } from "#server/features/subscriptions/billing.routes.ts";
import { createBillingService, createBillingStatusProvider } from "#server/features/subscriptions/billing.service.ts";
import { registerSubscriptionRoutes } from "#server/features/subscriptions/subscriptions.routes.ts";
import { createSubscriptionService } from "#server/features/subscriptions/subscriptions.service.ts";
import { createApiTokenVerifier } from "#server/platform/api-tokens.ts";
import { createAuth, registerAuthRoutes } from "#server/platform/auth.ts";
import { AUTH_CHANGED_CHANNEL, createAuthCache } from "#server/platform/auth-cache.ts";
import { createBillingGateway } from "#server/platform/billing.ts";
import { createAuthLimits } from "#server/platform/auth-limits.ts";
import { registerRequestGuards } from "#server/platform/request-guards.ts";
import { registerSecurityHeaders } from "#server/platform/security-headers.ts";
import { createLimiter } from "#server/platform/limits.ts";
import { guardMailer } from "#server/platform/mail-guard.ts";
import { problem, registerErrorHandler, sendNotFound } from "#server/platform/errors.ts";
import { createEvents } from "#server/platform/events.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { SearchProvider } from "#server/platform/search.ts";
import { createJobs } from "#server/platform/jobs.ts";
import { createMailer } from "#server/platform/mail.ts";
import { createSmsSender } from "#server/platform/sms.ts";
import { createS3Storage } from "#server/platform/s3-storage.ts";
import { createLocalStorage, type Storage } from "#server/platform/storage.ts";
import type { BillingStatusProvider } from "#shared/rules/access.ts";

export type BuiltApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Starts the realtime listener and the job queue (workers only in worker/all roles). */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/** CSP source for the configured map tiles: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org'. */
export function tileSources(tileUrl: string | undefined): string[] {
  const origin = tileUrl ? /^(https?:\/\/[^/]+)/i.exec(tileUrl)?.[1] : undefined;
  return origin ? [origin.replace(/\{[a-z]+\}/gi, "*")] : [];
}

/** Global search: every feature contributes its types (decision 0024). */
export const searchProviders: SearchProvider[] = [
  leaseSearch,
  memorandumSearch,
  dealroomDocumentSearch,
  personSearch,
  projectSearch,
  propertySearch,
  companySearch,
  taskSearch,
  dealroomSearch,
  surveySearch,
];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function buildApp(opts: {
  config: Config;
  databaseUrl: string;
  db?: Db;
  log?: Logger;
  storage?: Storage;
  billingStatus?: BillingStatusProvider;
}): Promise<BuiltApp> {
  const { config } = opts;
  const log = opts.log ?? pino({ level: config.logLevel });
  const db = opts.db ?? createDb(opts.databaseUrl);
  const limiter = createLimiter(db, config.rateLimitEnabled);
  const mailer = guardMailer(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    limiter,
    log,
  );
  const storage =
    opts.storage ??
    (config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage({
          root: path.join(config.dataDir, "storage"),
          appUrl: config.appUrl,
          secret: config.authSecret,
        }));
  const sms = createSmsSender({
    webhookUrl: config.sms.webhookUrl,
    webhookToken: config.sms.webhookToken,
    dataDir: config.dataDir,
    log,
  });
  const auth = createAuth({ config, db, mailer, sms });
  const jobs = createJobs({ databaseUrl: opts.databaseUrl, work: config.role !== "web", log });
  const events = createEvents({ databaseUrl: opts.databaseUrl, pool: db.$client, log });
  const authCache = createAuthCache({ ttlMs: config.authCacheSeconds * 1000 });
  events.watch(AUTH_CHANGED_CHANNEL, { message: (who) => authCache.invalidate(who ?? "*"), live: authCache.setLive });
  onDbNotice(db, authCache.notice);
  const billingGateway = config.stripe ? createBillingGateway(config.stripe) : null;
  const subscriptions = createSubscriptionService({
    db,
    cache: authCache,
    billingStatus: opts.billingStatus ?? createBillingStatusProvider({ db, gateway: billingGateway }),
  });
  const billing = createBillingService({
    db,
    config,
    gateway: billingGateway,
    viewFor: subscriptions.viewFor,
    events,
    log,
  });
  const ctx: AppContext = {
    config,
    db,
    auth,
    mailer,
    storage,
    jobs,
    events,
    log,
    access: subscriptions,
    authCache,
    apiTokens: createApiTokenVerifier(db, config.appUrl),
  };

  const app: FastifyInstance = Fastify({
    loggerInstance: log as unknown as FastifyInstance["log"],
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies in TRUST_PROXY; by default the peer is the client.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Fastify answers a path parameter longer than maxParamLength with 414 before any hook runs; such an id
    // names no record, so it is a 404 like any unknown id. Other router errors (malformed URL) are a 400.
    frameworkErrors: (error, request, reply) =>
      error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? sendNotFound(request, reply)
        : (reply as FastifyReply)
            .status(400)
            .type("application/problem+json")
            .send(problem("BAD_REQUEST", "Bad request", { detail: error.message })),
  });
  // Before the guards, so their refusals carry the headers too.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...(config.googleMapsApiKey ? ["https://maps.gstatic.com", "https://maps.googleapis.com"] : []),
          ...tileSources(config.mapTileUrl),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(config.googleMapsApiKey ? ["https://maps.googleapis.com"] : [])],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...(config.googleMapsApiKey ? ["https://maps.googleapis.com"] : [])],
        frameSrc: ["'self'", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerRequestGuards(app, ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Leasedesk API", version: "1" } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  registerAuthRoutes(app, auth, createAuthLimits({ db, limiter, mailer, appUrl: config.appUrl }));
  registerPlatformRoutes(app, ctx);
  registerProfileRoutes(app, ctx, createProfileService(db));
  registerSubscriptionRoutes(app, ctx, subscriptions);
  registerBillingRoutes(app, ctx, billing);
  registerAdminRoutes(app, ctx);
  // Features register here: register<Feature>Routes(app, ctx).
  registerDocumentRoutes(app, ctx);
  registerDealroomRoutes(app, ctx);
  registerContactsRoutes(app, ctx);
  registerHelpRoutes(app, ctx);
  registerSearchRoutes(app, ctx, searchProviders);
  registerTaskRoutes(app, ctx);
  registerPropertyRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerChecklistRoutes(app, ctx);
  registerDocumentTemplateRoutes(app, ctx);
  registerSurveyRoutes(app, ctx);

  const { webRoot } = config;
  registerPwaRoutes(app, { webRoot, publicRoot: path.resolve(import.meta.dirname, "../../public") });
  const hasWeb = existsSync(webRoot);
  if (hasWeb) {
    // Files are looked up per request (a rebuild is picked up); hashed assets are cached for good.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      // The build writes .br/.gz beside each text file (vite.config.ts): sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  if (hasWeb) {
    // The wildcard static route would answer '/' (a directory, no index) with 403: the root is the SPA shell.
    app.get("/", { schema: { hide: true } }, (_request, reply) =>
      reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html"),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the SPA shell; /api stays problem+json.
    const isAsset = request.url.startsWith("/assets/") || /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (hasWeb && request.method === "GET" && !request.url.startsWith("/api/") && !isAsset) {
      return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
    }
    return sendNotFound(request, reply);
  });

  return {
    app,
    ctx,
    async start() {
      await events.start();
      await jobs.start();
    },
    async close() {
      await app.close();
      await jobs.stop();
      await events.stop();
      await db.$client.end();
    },
  };
}
