import { describe, expect, it } from "vitest";
import { routeNamespaceMatcher, type RouteEntry } from "./route-namespaces";

const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: unknown,
  index = false,
): RouteEntry => ({
  id,
  parentId,
  path,
  index,
  module: { handle },
});

// The shape of a Remix server build's `routes`, with the shop's kinds of routes.
const routes: Record<string, RouteEntry> = {
  root: route("root", undefined, "", { i18n: "common" }),
  "routes/_index": route("routes/_index", "root", undefined, { i18n: ["catalog"] }, true),
  "routes/goods.$id": route("routes/goods.$id", "root", "goods/:id", { i18n: ["catalog"] }),
  "routes/user": route("routes/user", "root", "user", { i18n: ["center"] }),
  "routes/user.myCart": route("routes/user.myCart", "routes/user", "myCart", { i18n: ["cart"] }),
  "routes/user._index": route("routes/user._index", "routes/user", undefined, undefined, true),
  "routes/checkOrder": route("routes/checkOrder", "root", "checkOrder", {
    i18n: ["cart", "account"],
  }),
  "routes/agreement": route("routes/agreement", "root", "agreement", { other: true }),
  "routes/$": route("routes/$", "root", "*", undefined),
};

describe("route namespaces", () => {
  const namespacesOf = routeNamespaceMatcher(routes);

  it("collects handle.i18n of every matched route, root first, once each", () => {
    expect(namespacesOf("/")).toEqual(["common", "catalog"]);
    expect(namespacesOf("/goods/12")).toEqual(["common", "catalog"]);
    expect(namespacesOf("/user/myCart")).toEqual(["common", "center", "cart"]);
    expect(namespacesOf("/user")).toEqual(["common", "center"]);
    expect(namespacesOf("/checkOrder")).toEqual(["common", "cart", "account"]);
  });

  it("routes without i18n, and unknown paths, need only what the root asks for", () => {
    expect(namespacesOf("/agreement")).toEqual(["common"]);
    expect(namespacesOf("/no/such/page")).toEqual(["common"]);
  });

  it("answers the same from its cache", () => {
    expect(namespacesOf("/goods/12")).toBe(namespacesOf("/goods/12"));
  });
});
