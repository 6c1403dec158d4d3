#!/usr/bin/env node
/**
 * Runs a built program with plain node, building first only when the build is
 * missing or older than the sources (scripts/build.mjs):
 *   node scripts/start.mjs              the shop (storefront + /shopping): npm start
 *   node scripts/start.mjs shopping     the /shopping service alone: npm run start:shopping
 *   node scripts/start.mjs sms-outbox   the latest SMS codes: npm run sms:outbox
 * The program runs in this process (no child), so signals reach it directly.
 * After `npm ci --omit=dev` nothing can be built: a complete build is run as
 * it is, and a missing one is a clear error.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, buildPaths, canBuild, root, staleReason } from "./build.mjs";

const target = process.argv[2] ?? "storefront";
const paths = buildPaths();
const entry = paths.entries[target];
if (!entry) {
  console.error(`usage: node scripts/start.mjs [${Object.keys(paths.entries).join("|")}]`);
  process.exit(64);
}

// server.ts finds the Remix build, public/ and .data/ from the working directory.
process.chdir(root);

const reason = staleReason(paths);
if (reason !== null) {
  if (canBuild()) {
    try {
      await build();
    } catch (error) {
      console.error(
        `[start] the build failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    }
  } else if (
    reason.startsWith("no complete build") ||
    reason.endsWith("is missing") ||
    reason.startsWith("no browser assets")
  ) {
    console.error(
      `[start] ${reason}, and the build tools are not installed (npm ci --omit=dev).\n` +
        `[start] Build where the devDependencies are installed (npm ci && npm run build), then copy ${path.relative(root, paths.dir)}/` +
        `${process.env.REMIX_BUILD_DIR ? "" : " and public/build/"} here.`,
    );
    process.exit(1);
  } else {
    // Production without devDependencies: the build that was shipped is the one to run.
    console.warn(
      `[start] note: ${reason}; running the existing build (the build tools are not installed)`,
    );
  }
}

await import(pathToFileURL(entry).href);
