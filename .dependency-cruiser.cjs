// Import boundaries of ARCHITECTURE.md, checked in CI.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-is-isomorphic",
      comment: "src/shared imports nothing of ours outside shared, no node: built-ins, no server/web libraries",
      severity: "error",
      from: { path: "^src/shared" },
      // TipTap's schema half (no DOM) is the one rich-text schema both sides check against (decision 0017).
      to: { pathNot: ["^src/shared", "node_modules/zod", "node_modules/@tiptap/(core|starter-kit|pm|extension-)"] },
    },
    {
      name: "web-not-server",
      severity: "error",
      from: { path: "^src/web" },
      to: { path: "^src/server" },
    },
    {
      name: "server-not-web",
      severity: "error",
      from: { path: "^src/server" },
      to: { path: "^src/web" },
    },
    {
      name: "drizzle-only-in-repositories-and-db",
      comment: "feature code talks to the database through its repository",
      severity: "error",
      from: { path: "^src/server/features/[^/]+/", pathNot: ["\\.repository\\.ts$", "\\.test\\.ts$"] },
      to: { path: "node_modules/drizzle-orm" },
    },
    {
      name: "features-use-other-features-services-only",
      severity: "error",
      from: { path: "^src/server/features/([^/]+)/" },
      to: {
        path: "^src/server/features/([^/]+)/",
        pathNot: ["^src/server/features/$1/", "\\.service\\.ts$"],
      },
    },
    {
      name: "web-features-use-other-features-api-only",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: {
        path: "^src/web/features/([^/]+)/",
        pathNot: ["^src/web/features/$1/", "^src/web/features/[^/]+/api/"],
      },
    },
    {
      name: "ui-primitives-import-no-feature",
      severity: "error",
      from: { path: "^src/web/components/ui" },
      to: { path: "^src/web/features" },
    },
    // Table modules reference each other's keys lazily (FKs cross features), so they may cycle.
    { name: "no-circular", severity: "warn", from: { pathNot: "^src/server/db/schema" }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    exclude: { path: "\\.(test|int\\.test)\\.tsx?$" },
  },
};
