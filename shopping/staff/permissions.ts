/**
 * The permission each operator endpoint needs, looked up by the guard before the endpoint runs.
 * An operator endpoint without one stops the app at start: nothing under /ops is open to every
 * member by omission.
 */
import type { EndpointPermission } from "../../contract/staff";
import type { AnyEndpoint } from "../http/endpoint";

export function operatorPermissions(
  endpoints: AnyEndpoint[],
): (method: string, path: string) => EndpointPermission | undefined {
  const table = new Map<string, EndpointPermission>();
  for (const endpoint of endpoints) {
    if (endpoint.auth !== "operator") continue;
    if (!endpoint.permission)
      throw new Error(`operator endpoint ${endpoint.path} names no permission (contract/staff.ts)`);
    table.set(`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint.permission);
  }
  return (method, path) => table.get(`${method.toUpperCase()} ${path}`);
}
