/**
 * The server routes patch (patches/@remix-run+react+*.patch, decision 015): `RemixServer` makes the
 * route objects of a build once, not per request. They must be made again when the build's modules
 * change (a development rebuild), and each request must still get a router of its own.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { RemixServer } = require("@remix-run/react/dist/server.js") as {
  RemixServer: (props: { context: unknown; url: string }) => ReactElement;
};

interface RouterLike {
  routes: { id: string; element?: ReactElement }[];
}

/** The router `RemixServer` hands to React Router's provider. */
function routerOf(node: ReactNode): RouterLike | null {
  if (!isValidElement(node)) return null;
  const props = node.props as { router?: RouterLike; children?: ReactNode };
  if (props.router) return props.router;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = routerOf(child as ReactNode);
    if (found) return found;
  }
  return null;
}

const manifest = {
  routes: { root: { id: "root", path: "", hasLoader: false, module: "/build/root.js" } },
  entry: { module: "/build/entry.js", imports: [] },
  url: "/build/manifest.js",
  version: "1",
};
const future = { v3_singleFetch: false };

/** One request's context, its modules' record made anew as Remix makes it. */
function contextFor(rootModule: Record<string, unknown>) {
  return {
    manifest,
    routeModules: { root: rootModule },
    future,
    isSpaMode: false,
    staticHandlerContext: {
      basename: "/",
      location: { pathname: "/", search: "", hash: "", state: null, key: "default" },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    },
  };
}

const Layout = ({ children }: { children?: ReactNode }) => createElement("main", null, children);
const first = { default: () => "first", Layout };

describe("the server routes patch", () => {
  it("is applied to the server's build", () => {
    for (const file of ["@remix-run/react/dist/server.js", "react-router-dom/server.js"])
      expect(readFileSync(require.resolve(file), "utf8"), file).toContain("Vintry patch");
  });

  it("makes a build's routes once, and a router per request", () => {
    const one = routerOf(RemixServer({ context: contextFor(first), url: "http://shop/" }))!;
    const two = routerOf(RemixServer({ context: contextFor(first), url: "http://shop/" }))!;
    expect(one.routes[0].id).toBe("root");
    expect(two).not.toBe(one);
    // The root's element (its Layout around its component) is made once per build, and so are
    // the static router's data routes made from them (patches/react-router-dom+*.patch).
    expect(two.routes[0].element).toBe(one.routes[0].element);
    expect(two.routes).toBe(one.routes);
  });

  it("makes them again when a module of the build changed", () => {
    const before = routerOf(RemixServer({ context: contextFor(first), url: "http://shop/" }))!;
    const rebuilt = { default: () => "rebuilt", Layout };
    const after = routerOf(RemixServer({ context: contextFor(rebuilt), url: "http://shop/" }))!;
    expect(after.routes[0].element).not.toBe(before.routes[0].element);
    expect(after.routes).not.toBe(before.routes);
    const shown = (after.routes[0].element!.props as { children: ReactElement }).children;
    expect(shown.type).toBe(rebuilt.default);
  });
});
