/**
 * Builds the app wholly into REMIX_BUILD_DIR (`npx tsx bench/build.ts`):
 * server bundle in $REMIX_BUILD_DIR/index.js, assets in $REMIX_BUILD_DIR/public.
 * `REMIX_BUILD_DIR=dir npx remix build` alone is not enough: remix.config.js
 * sets `buildDirectory`, an option of the Vite plugin that the classic compiler
 * ignores, so its server bundle lands in the shared build/index.js.
 */
import { createRequire } from "node:module";
import path from "node:path";

const dir = process.env.REMIX_BUILD_DIR;
if (!dir || path.resolve(dir) === path.resolve("build")) {
  console.error("bench/build.ts: set REMIX_BUILD_DIR to a folder of your own (not build/)");
  process.exit(1);
}
process.env.NODE_ENV = "production";

const require = createRequire(import.meta.url);
const { readConfig } = require("@remix-run/dev/dist/config.js");
const { build } = require("@remix-run/dev/dist/compiler/build.js");
const { createFileWatchCache } = require("@remix-run/dev/dist/compiler/fileWatchCache.js");
const { logger } = require("@remix-run/dev/dist/tux/logger.js");
const fse = require("fs-extra");

const started = Date.now();
const config = await readConfig(process.cwd());
config.serverBuildPath = path.resolve(dir, "index.js");
if (path.resolve(config.assetsBuildDirectory) !== path.resolve(dir, "public")) {
  throw new Error(`assets would go to ${config.assetsBuildDirectory}, not ${dir}/public: has remix.config.js changed?`);
}
console.log(`building into ${dir}/ (NODE_ENV=production)`);
fse.emptyDirSync(config.assetsBuildDirectory);
await build({ config, options: { mode: "production", sourcemap: false }, fileWatchCache: createFileWatchCache(), logger });
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), config.serverBuildPath)}`);
// esbuild's service would keep the process alive.
process.exit(0);
