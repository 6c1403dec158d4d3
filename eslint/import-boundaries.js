/**
 * Who may import whom (decision 018), as one ESLint rule that resolves each import to a file of
 * the repository and checks where it lands:
 *  - a route's folder is private to its screen: a route never imports another route;
 *  - features, components and utils never import a route (what screens share lives in
 *    app/features/<area>/);
 *  - components, utils and the service client never import a feature: they sit below the areas,
 *    and the shell gets an area's pieces through its props (a type alone may be named);
 *  - tests may load a route module (its route.tsx, to call its loader) but not its private files;
 *  - the storefront (app/) never imports the service (shopping/): it talks to it over HTTP and
 *    shares types through contract/;
 *  - the service never imports the storefront (app/) nor how it is mounted (server/).
 */
import path from "node:path";

export const BOUNDARY_MESSAGES = {
  otherRoute:
    "A route's folder is private to its screen: move what two screens share to app/features/<area>/",
  routeFromOutside:
    "Features, components and utils never import a route: move the shared piece to app/features/<area>/",
  routePrivate: "Tests may load a route module (route.tsx) but not its private files",
  featureFromBelow:
    "Components, utils and the service client sit below the areas: take a feature's piece through props, or move it down",
  service: "The storefront reaches the service over HTTP only: share types through contract/",
  serviceOutward: "The service never imports the storefront (app/) or how it is mounted (server/)",
};

const ALIASES = [
  ["~/", "app/"],
  ["#contract/", "contract/"],
];

/** The repository-relative path an import names, or null for a package. */
export function importTarget(root, importer, source) {
  for (const [alias, folder] of ALIASES)
    if (source.startsWith(alias)) return path.posix.join(folder, source.slice(alias.length));
  if (!source.startsWith(".")) return null;
  const from = path.relative(root, path.dirname(importer)).split(path.sep).join("/");
  return path.posix.normalize(path.posix.join(from, source));
}

/** The route a repository path belongs to: the folder or file name under app/routes/. */
function routeOf(file) {
  const match = /^app\/routes\/([^/]+)(\/.*)?$/.exec(file);
  if (!match) return null;
  return {
    name: match[2] ? match[1] : match[1].replace(/\.(tsx?|jsx?)$/, ""),
    rest: match[2] ?? "",
  };
}

const BELOW_FEATURES = /^app\/(components|utils|service)\//;
const TEST_FILE = /\.(test|spec)\.[jt]sx?$/;

export function boundaryViolation(importerFile, targetFile, typeOnly = false) {
  const from = importerFile;
  const to = targetFile;
  if (BELOW_FEATURES.test(from) && !TEST_FILE.test(from) && to.startsWith("app/features/"))
    return typeOnly ? null : "featureFromBelow";
  const fromRoute = routeOf(from);
  const toRoute = routeOf(to);
  if (from.startsWith("app/") && to.startsWith("shopping/")) return "service";
  if (from.startsWith("shopping/") && (to.startsWith("app/") || to.startsWith("server/")))
    return "serviceOutward";
  if (!toRoute) return null;
  if (from.startsWith("tests/"))
    return toRoute.rest && !/^\/route(\.tsx?)?$/.test(toRoute.rest) ? "routePrivate" : null;
  if (fromRoute) return fromRoute.name === toRoute.name ? null : "otherRoute";
  return from.startsWith("app/") ? "routeFromOutside" : null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "keeps routes private, features below routes, and the service apart" },
    messages: BOUNDARY_MESSAGES,
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const importer = path.relative(root, context.filename).split(path.sep).join("/");
    const check = (node, source) => {
      if (typeof source !== "string") return;
      const target = importTarget(root, context.filename, source);
      const typeOnly = node.importKind === "type" || node.exportKind === "type";
      const violation = target && boundaryViolation(importer, target, typeOnly);
      if (violation) context.report({ node, messageId: violation });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export default { rules: { "import-boundaries": rule } };
