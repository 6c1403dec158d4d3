/**
 * The route matching patch (patches/@remix-run+router+*.patch, decision 015): the server's
 * @remix-run/router (its CommonJS build, which `npm ci` patches) keeps ranked branches per tree
 * shape, compiled paths per pattern, and each pathname's answer per shape. It must answer exactly as the unpatched matcher (the
 * package's ES build, which the browser bundles and the patch leaves alone) for every screen of the
 * shop, on the tree made anew per request, and follow a tree whose shape changes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import type * as cjsTypes from "@remix-run/router";
import * as esBuild from "@remix-run/router/dist/router.js";
import { describe, expect, it } from "vitest";
import { SCREENS } from "../../app/screens";

type RouterModule = typeof cjsTypes;
type AgnosticRouteObject = Parameters<RouterModule["matchRoutes"]>[0][number];
const unpatched = esBuild as unknown as RouterModule;
const patched = createRequire(import.meta.url)("@remix-run/router") as RouterModule;

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}

/** The app's route tree as Remix builds it, made anew on each call (as each request does). */
function appRoutes(): Route[] {
  const manifest = flatRoutes(path.resolve("app"), ["**/.*", "**/*.test.{ts,tsx}"]);
  const build = (parentId: string): Route[] =>
    Object.values(manifest)
      .filter((r) => (r.parentId ?? "root") === parentId)
      .map((r) => ({ id: r.id, path: r.path, index: r.index, children: build(r.id) }));
  return [{ id: "root", path: "", children: build("root") }];
}

const match = (router: RouterModule, routes: Route[], pathname: string) =>
  router.matchRoutes(routes as unknown as AgnosticRouteObject[], pathname);

const summary = (matches: ReturnType<typeof match>) =>
  matches?.map((m) => ({ id: (m.route as Route).id, params: m.params, pathname: m.pathname }));

const PATHS = [
  ...SCREENS.map((s) => s.pattern.replace(/:[a-zA-Z]+/g, "42")),
  "/goods?q=x",
  "/goods/suggest",
  "/no/such/page",
  "/user/order/7/afterSale",
  "/%E6%8B%89%E8%8F%B2",
];

describe("the route matching patch", () => {
  it("is applied to the server's build", () => {
    const file = createRequire(import.meta.url).resolve("@remix-run/router");
    expect(readFileSync(file, "utf8")).toContain("Vintry patch");
  });

  it("answers as the unpatched matcher for every screen, on trees made anew", () => {
    for (let round = 0; round < 3; round++) {
      const mine = appRoutes();
      const theirs = appRoutes();
      for (const p of PATHS) {
        const got = match(patched, mine, p);
        expect(summary(got), p).toEqual(summary(match(unpatched, theirs, p)));
        // The matches name this tree's own route objects.
        for (const m of got ?? [])
          expect(
            mine.flatMap(function all(r): Route[] {
              return [r, ...(r.children ?? []).flatMap(all)];
            }),
          ).toContain(m.route);
      }
    }
  });

  it("follows a tree changed in place after it was matched (its shape is kept with it)", () => {
    const routes = appRoutes();
    const last = () => summary(match(patched, routes, "/user/order/7/afterSale"))?.at(-1)?.id;
    expect(last()).toBe("routes/user.order.$id_.afterSale");
    // Replaced by a route of another id, in the same place.
    const user = routes[0].children!.find((r) => r.path === "user")!;
    const at = user.children!.findIndex((r) => r.id === "routes/user.order.$id_.afterSale");
    user.children![at] = { ...user.children![at], id: "replaced" };
    expect(last()).toBe("replaced");
    // Its flags changed: an index route now, it no longer matches the path.
    user.children![at].index = true;
    expect(summary(match(patched, routes, "/user/order/7/afterSale"))).toEqual(
      summary(match(unpatched, routes, "/user/order/7/afterSale")),
    );
    // Its children replaced by an array of their own.
    user.children = [...user.children!];
    user.children.splice(at, 1);
    expect(summary(match(patched, routes, "/user/order/7/afterSale"))).toEqual(
      summary(match(unpatched, routes, "/user/order/7/afterSale")),
    );
  });

  it("follows a tree whose shape changed (a route added, a path changed)", () => {
    const routes = appRoutes();
    expect(summary(match(patched, routes, "/brand-new"))?.at(-1)?.id).toBe("routes/$");
    routes[0].children!.push({ id: "brand-new", path: "brand-new" });
    expect(summary(match(patched, routes, "/brand-new"))?.at(-1)?.id).toBe("brand-new");
    routes[0].children!.at(-1)!.path = "renamed";
    expect(summary(match(patched, routes, "/renamed"))?.at(-1)?.id).toBe("brand-new");
    expect(summary(match(patched, routes, "/brand-new"))?.at(-1)?.id).toBe("routes/$");
  });

  it("gives each answer params of its own, shared by its matches, as the matcher does", () => {
    const routes = appRoutes();
    const first = match(patched, routes, "/user/order/7/afterSale")!;
    expect(first.at(-1)!.params).toEqual({ id: "7" });
    expect(new Set(first.map((m) => m.params)).size).toBe(1);
    (first[0].params as Record<string, string>).id = "changed by a caller";
    const again = match(patched, routes, "/user/order/7/afterSale")!;
    expect(again.at(-1)!.params).toEqual({ id: "7" });
    expect(new Set(again.map((m) => m.params)).size).toBe(1);
    expect(again[0].params).not.toBe(first[0].params);
  });

  it("matches a pathname too long to be remembered as the unpatched matcher does", () => {
    const long = `/goods/${"酒".repeat(600)}`;
    for (let round = 0; round < 2; round++)
      expect(summary(match(patched, appRoutes(), long))).toEqual(
        summary(match(unpatched, appRoutes(), long)),
      );
  });

  it("resolves links' paths as the unpatched router, from memory the second time", () => {
    const targets = [
      "/goods",
      "goods",
      ".",
      "..",
      "../afterSale",
      "./a/../b",
      "/user/order/7?x=1#h",
    ];
    const froms = [
      "/",
      "/user",
      "/user/order/7/",
      "/goods/%E6%8B%89%E8%8F%B2",
      `/${"酒".repeat(600)}`,
    ];
    for (let round = 0; round < 2; round++)
      for (const to of [...targets, `/${"x".repeat(600)}`])
        for (const from of froms)
          expect(patched.resolvePath(to, from), `${to} from ${from}`).toEqual(
            unpatched.resolvePath(to, from),
          );
  });
});
