/**
 * The permission each operator endpoint needs, looked up by the guard before the endpoint runs.
 * An operator endpoint without one stops the app at start: nothing under /ops is open to every
 * member by omission.
 */
import type { EndpointPermission } from "../../contract/staff";
import type { AnyEndpoint } from "../http/endpoint";
import type { RawRoute } from "../http/openapi";

/** `rawRoutes`: the routes that answer files; those under /ops need a permission as endpoints do. */
export function operatorPermissions(
  endpoints: AnyEndpoint[],
  rawRoutes: RawRoute[] = [],
): (method: string, path: string) => EndpointPermission | undefined {
  const table = new Map<string, EndpointPermission>();
  const operatorRoutes = [
    ...endpoints.filter((endpoint) => endpoint.auth === "operator"),
    ...rawRoutes.filter((route) => route.path.startsWith("/ops/")),
  ];
  for (const route of operatorRoutes) {
    if (!route.permission)
      throw new Error(`operator endpoint ${route.path} names no permission (contract/staff.ts)`);
    table.set(`${route.method.toUpperCase()} ${route.path}`, route.permission);
  }
  return (method, path) => table.get(`${method.toUpperCase()} ${path}`);
}
