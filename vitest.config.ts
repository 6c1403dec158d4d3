import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app"), "#contract": path.resolve("contract") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shopping/**/*.test.ts",
      "contract/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "server/**/*.test.ts",
      "miniprogram/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's own default is a worker per CPU but one, so a 2-core machine ran one file at a
    // time; each file has its own databases and ports, so both cores work (decision 032).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share one module graph instead of evaluating the service and the
    // contract again for each file: import time went from 320 s to 40 s (decision 032). A helper's
    // state is kept per database, and a file that sets the environment restores it (vi.stubEnv).
    isolate: false,
    setupFiles: ["tests/vitest.setup.ts"],
    globalSetup: ["tests/vitest.global-setup.ts"],
  },
});
