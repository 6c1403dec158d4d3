// REMIX_BUILD_DIR lets two builds live side by side (server.ts reads the same variable).
const buildDir = process.env.REMIX_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/index.js` : "build/index.js",
  assetsBuildDirectory: buildDir ? `${buildDir}/public` : "public/build",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  serverDependenciesToBundle: [/^remix-i18next/, /^remix-utils/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
