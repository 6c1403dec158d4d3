import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./shopping/db/schema.ts",
  out: "./shopping/db/migrations",
});
