/**
 * Which translation namespaces a URL needs: those its matched routes name in
 * `handle.i18n`. remix-i18next's getRouteNamespaces reads every route module
 * the server has (Remix hands entry.server all of them), so the matching is
 * done here, from the route table, for the root loader.
 */
import { matchRoutes } from "@remix-run/react";
import { namespacesOfHandle } from "~/i18n";

export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

type Node = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: Node[];
};

function treeOf(routes: Record<string, RouteEntry | undefined>, parentId?: string): Node[] {
  return Object.values(routes)
    .filter((route): route is RouteEntry => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: treeOf(routes, route.id),
          },
    );
}

/**
 * A matcher over one route table: pathname → the namespaces of the routes it matches, root first.
 */
export function routeNamespaceMatcher(routes: Record<string, RouteEntry | undefined>) {
  const tree = treeOf(routes);
  const cache = new Map<string, string[]>();
  return (pathname: string): string[] => {
    const known = cache.get(pathname);
    if (known) return known;
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname) ?? [];
    const namespaces = [
      ...new Set(
        matches.flatMap((m) => namespacesOfHandle(routes[(m.route as Node).id]?.module.handle)),
      ),
    ];
    // matchRoutes ranks the whole table on every call; most visits repeat a path. Bounded: any path
    // can be asked for.
    if (cache.size >= 1000) cache.clear();
    cache.set(pathname, namespaces);
    return namespaces;
  };
}
