/**
 * The namespaces of this build's routes (the compiler's virtual module: not importable in unit
 * tests).
 */
import * as build from "@remix-run/dev/server-build";
import { routeNamespaceMatcher, type RouteEntry } from "./route-namespaces";

let matcher: ((pathname: string) => string[]) | null = null;

export function routeNamespaces(pathname: string): string[] {
  matcher ??= routeNamespaceMatcher(build.routes as Record<string, RouteEntry | undefined>);
  return matcher(pathname);
}
