/**
 * The import boundaries of decision 018 fire on wrong imports and stay quiet on right ones, through
 * the project's own ESLint configuration (eslint.config.js) as `npm run lint` applies it.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { BOUNDARY_MESSAGES } from "../../eslint/import-boundaries.js";

const eslint = new ESLint();

/** The boundary messages ESLint gives `code` as if it were the file `filePath` of the repository. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "boundaries/import-boundaries")
    .map((m) => m.message);
}

// Plain .js files: the rule is the same for .ts and .tsx (checked below), and a .js file needs no
// TypeScript project to be linted as text.
const cases: [string, string, keyof typeof BOUNDARY_MESSAGES | null][] = [
  // a route never imports another route's folder
  ["app/routes/checkOrder/x.js", 'import { a } from "../user.myCart/cart-lines";', "otherRoute"],
  [
    "app/routes/checkOrder/x.js",
    'import { a } from "~/routes/user.address/address-form";',
    "otherRoute",
  ],
  ["app/routes/user.avatar.js", 'import { a } from "./user.info/avatar.server";', "otherRoute"],
  ["app/routes/home.js", 'export { default } from "./_index";', "otherRoute"],
  ["app/routes/checkOrder/x.js", 'import { a } from "./href";', null],
  ["app/routes/checkOrder/x.js", 'import { a } from "~/features/cart/cart-lines";', null],
  // a feature (or a component, a util) never imports a route
  [
    "app/features/addresses/x.js",
    'import { a } from "~/routes/user.address/route";',
    "routeFromOutside",
  ],
  ["app/utils/x.js", 'import { a } from "../routes/login/schemas";', "routeFromOutside"],
  ["app/components/x.js", 'const m = import("~/routes/goods._index/route");', "routeFromOutside"],
  ["app/features/cart/x.js", 'import { a } from "~/features/catalog/price";', null],
  // components, utils and the service client never import a feature
  [
    "app/components/shell/x.js",
    'import { a } from "~/features/catalog/search-box";',
    "featureFromBelow",
  ],
  ["app/utils/x.js", 'import { a } from "../features/accounts/schemas";', "featureFromBelow"],
  ["app/service/x.js", 'import { a } from "~/features/orders/calls.server";', "featureFromBelow"],
  ["app/root.js", 'import { a } from "./features/catalog/search-box";', null],
  ["app/utils/x.test.js", 'import { a } from "~/features/accounts/schemas";', null],
  // tests may load a route module, not its private files
  ["tests/integration/x.js", 'import { loader } from "~/routes/user.myCart/route";', null],
  [
    "tests/integration/x.js",
    'import { a } from "~/routes/user.myCart/cart.server";',
    "routePrivate",
  ],
  // app/ never imports shopping/
  ["app/features/orders/x.js", 'import { a } from "../../../shopping/db/schema";', "service"],
  ["app/root.js", 'import { a } from "../shopping/orders/status";', "service"],
  ["app/features/orders/x.js", 'import { a } from "#contract/buying";', null],
  // shopping/ never imports app/ or server/
  ["shopping/orders/x.js", 'import { a } from "../../app/utils/money";', "serviceOutward"],
  ["shopping/x.js", 'import { a } from "../server/internal-socket";', "serviceOutward"],
  ["shopping/orders/x.js", 'import { a } from "~/utils/money";', "serviceOutward"],
  ["shopping/http/x.js", 'import { a } from "../app";', null],
  ["shopping/orders/x.js", 'import { a } from "../../contract/buying";', null],
];

describe("import boundaries", () => {
  it.each(cases)("%s: %s", async (file, code, expected) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toEqual(expected ? [BOUNDARY_MESSAGES[expected]] : []);
  });

  it("applies to TypeScript files as to JavaScript ones", async () => {
    for (const file of ["app/routes/checkOrder/route.tsx", "shopping/orders/view.ts"]) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules["boundaries/import-boundaries"]?.[0]).toBe(2);
    }
  });
});
