import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/support/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // A worker runs its files in one module graph instead of importing the server again for each file, which was
    // half of the workers' time (decision 0063). Files keep their own database and app; the set-up file undoes its
    // pg wrapper when a file ends.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
