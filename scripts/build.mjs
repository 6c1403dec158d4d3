#!/usr/bin/env node
/**
 * The production build, in one folder (REMIX_BUILD_DIR, default `build`):
 *   - `remix build`: the storefront's server build (`<dir>/index.js`) and its
 *     browser assets (`public/build`, or `<dir>/public` with REMIX_BUILD_DIR);
 *   - esbuild: `server.ts` (with the mounted /shopping service), the service
 *     alone (`shopping/main.ts`) and the SMS outbox reader, bundled as ESM
 *     into `<dir>/server/` with every npm package left external (as the Epic
 *     Stack does), so plain `node` runs them and `npm ci --omit=dev` is enough;
 *   - the SQL migrations, copied next to the bundles (shopping/db/client.ts
 *     finds them beside its own module: `<dir>/server/migrations`);
 *   - the translations, copied next to the bundles that read them
 *     (app/i18n.server.ts finds them beside its own module: `<dir>/locales`,
 *     `<dir>/server/locales`).
 *
 * `node scripts/build.mjs` (npm run build) always builds; `--if-stale` builds
 * only when the build is missing or older than its sources (npm start).
 * A stamp written last marks a complete build; a lock in .cache/ keeps two
 * starts from building into the same folder at once.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { builtinModules, createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/**
 * Where everything goes; paths relative to the repository root, as remix.config.js and server.ts
 * use them.
 */
export function buildPaths(env = process.env) {
  const dir = path.resolve(root, env.REMIX_BUILD_DIR || "build");
  const serverDir = path.join(dir, "server");
  return {
    dir,
    remixServer: path.join(dir, "index.js"),
    assets: env.REMIX_BUILD_DIR ? path.join(dir, "public") : path.join(root, "public", "build"),
    serverDir,
    stamp: path.join(serverDir, "build-stamp.json"),
    entries: {
      storefront: path.join(serverDir, "server.js"),
      shopping: path.join(serverDir, "shopping.js"),
      "shopping-thread": path.join(serverDir, "shopping-thread.js"),
      "sms-outbox": path.join(serverDir, "sms-outbox.js"),
      "verify-provenance": path.join(serverDir, "verify-provenance.js"),
    },
  };
}

/** What the build is made from: a change to any of these makes it stale. */
const SOURCES = [
  "app",
  "server",
  "shopping",
  "contract",
  "server.ts",
  "remix.config.js",
  "tailwind.config.ts",
  "postcss.config.js",
  "tsconfig.json",
  "package-lock.json",
  "scripts/build.mjs",
];
const isTest = (name) => /\.test\.(ts|tsx|js|mjs)$/.test(name);

function newestSource() {
  let newest = { file: null, mtimeMs: 0 };
  const visit = (file) => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(file))
        if (!name.startsWith(".") && !isTest(name)) visit(path.join(file, name));
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = { file, mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of SOURCES) visit(path.join(root, source));
  return newest;
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** null when the build in `paths` is complete and newer than every source; otherwise why not. */
export function staleReason(paths = buildPaths()) {
  const stampAt = mtime(paths.stamp);
  if (stampAt === null) return `no complete build in ${path.relative(root, paths.dir) || "."}`;
  for (const file of [paths.remixServer, ...Object.values(paths.entries)]) {
    const at = mtime(file);
    if (at === null) return `${path.relative(root, file)} is missing`;
    // `remix dev` rewrites index.js with a development build: not ours to serve.
    if (at > stampAt + 1000)
      return `${path.relative(root, file)} was rebuilt by something else (npm run dev?)`;
  }
  if (!existsSync(paths.assets) || readdirSync(paths.assets).length === 0)
    return `no browser assets in ${path.relative(root, paths.assets)}`;
  const newest = newestSource();
  if (newest.mtimeMs > stampAt)
    return `${path.relative(root, newest.file)} changed since the last build`;
  return null;
}

/** True when @remix-run/dev and esbuild are installed (not after `npm ci --omit=dev`). */
export function canBuild() {
  try {
    require.resolve("@remix-run/dev/package.json");
    require.resolve("esbuild");
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${path.basename(args[0] ?? command)} ${args.slice(1).join(" ")} failed (${signal ?? `exit code ${code}`})`,
            ),
          ),
    );
  });
}

/**
 * Every bare import (a package or a node: builtin) stays an import; `~/…` and relative paths are
 * bundled.
 */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./~]|^~[^/]/ }, (args) => ({ path: args.path, external: true }));
  },
};

async function buildServer(paths) {
  const esbuild = await import("esbuild");
  rmSync(paths.serverDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      server: "server.ts",
      shopping: "shopping/main.ts",
      "shopping-thread": "server/shopping-thread-worker.ts",
      "sms-outbox": "shopping/providers/sms/print-outbox.ts",
      "verify-provenance": "shopping/provenance/verify-cli.ts",
    },
    outdir: paths.serverDir,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // npm packages are imported from node_modules at run time: `dependencies` in package.json.
    // (esbuild 0.17's `packages: "external"` would also take the `~/` alias of tsconfig.json for a
    // package.)
    plugins: [packagesExternal],
    sourcemap: true,
    logLevel: "warning",
  });
  // shopping/db/client.ts reads `migrations/` beside its own module, which is now each of these
  // bundles.
  cpSync(
    path.join(root, "shopping", "db", "migrations"),
    path.join(paths.serverDir, "migrations"),
    { recursive: true },
  );
  copyLocales(paths.serverDir);
}

/**
 * app/i18n.server.ts reads `locales/` beside its own module, which is now a bundle in `dir`: the
 * storefront's `<dir>/index.js`, and `<dir>/server/server.js` (its refusal pages).
 */
function copyLocales(dir) {
  rmSync(path.join(dir, "locales"), { recursive: true, force: true });
  cpSync(path.join(root, "app", "locales"), path.join(dir, "locales"), {
    recursive: true,
    filter: (file) => !isTest(path.basename(file)),
  });
}

/**
 * Every package the built server imports must be in package.json's `dependencies`,
 * or `npm ci --omit=dev` leaves it out and production fails at its first import.
 */
export function checkRuntimeDependencies(paths) {
  const declared = new Set(
    Object.keys(
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).dependencies ?? {},
    ),
  );
  const builtins = new Set(builtinModules);
  const missing = new Map();
  const imports =
    /(?:(?<!["'`])\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bcreateRequire\d*\([^)]*\)\s*\(\s*)["']([^"'./][^"']*)["']/g;
  for (const file of [paths.remixServer, ...Object.values(paths.entries)]) {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(imports)) {
      if (specifier.startsWith("node:")) continue;
      const name = specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : specifier.split("/")[0];
      if (builtins.has(name) || declared.has(name)) continue;
      missing.set(name, path.relative(root, file));
    }
  }
  if (missing.size > 0) {
    const list = [...missing].map(([name, file]) => `${name} (${file})`).join(", ");
    throw new Error(
      `the built server imports packages that are not in package.json "dependencies" (npm ci --omit=dev would leave them out): ${list}`,
    );
  }
}

async function withLock(paths, work) {
  const lock = path.join(
    root,
    ".cache",
    `build-lock-${path.relative(root, paths.dir).replace(/[^\w.-]+/g, "_") || "root"}`,
  );
  mkdirSync(path.dirname(lock), { recursive: true });
  const start = Date.now();
  let said = false;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      // A build that died (killed, crashed) leaves its lock behind; none takes ten minutes.
      const at = mtime(lock);
      if (at !== null && Date.now() - at > 10 * 60_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!said)
        console.log(
          `[build] another build into ${path.relative(root, paths.dir)} is running; waiting for it`,
        );
      said = true;
      if (Date.now() - start > 15 * 60_000)
        throw new Error(`the build lock ${lock} is still held; remove it if no build is running`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds everything (force) or only what is stale; answers whether it built. */
export async function build({ force = false } = {}) {
  const paths = buildPaths();
  if (!force && staleReason(paths) === null) return false;
  return withLock(paths, async () => {
    // Someone else may have built it while we waited for the lock.
    const reason = staleReason(paths);
    if (!force && reason === null) return false;
    if (!canBuild()) {
      throw new Error(
        `cannot build (${reason ?? "asked to"}): the build tools (@remix-run/dev, esbuild) are devDependencies; run \`npm ci\` then \`npm run build\``,
      );
    }
    const started = Date.now();
    console.log(
      `[build] building into ${path.relative(root, paths.dir)}${force ? "" : ` (${reason})`}`,
    );
    rmSync(paths.stamp, { force: true });
    await run(process.execPath, [require.resolve("@remix-run/dev/dist/cli.js"), "build"]);
    copyLocales(paths.dir);
    await buildServer(paths);
    checkRuntimeDependencies(paths);
    writeFileSync(
      paths.stamp,
      JSON.stringify({ builtAt: new Date().toISOString(), node: process.version }) + "\n",
    );
    console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ifStale = process.argv.includes("--if-stale");
  try {
    const built = await build({ force: !ifStale });
    if (!built) console.log(`[build] ${path.relative(root, buildPaths().dir)} is up to date`);
  } catch (error) {
    console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
