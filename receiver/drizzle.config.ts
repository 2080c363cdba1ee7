import { defineConfig } from "drizzle-kit";

// One migrations folder for both targets: drizzle's Node migrator and `wrangler d1 migrations apply`.
export default defineConfig({
  dialect: "sqlite",
  schema: "./receiver/src/schema.ts",
  out: "./receiver/migrations",
});
