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
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["tests/vitest.setup.ts"],
    globalSetup: ["tests/vitest.global-setup.ts"],
  },
});
