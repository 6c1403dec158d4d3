/**
 * A list screen's part of the hearts: which of its wines the shopper collected comes in the
 * catalogue's answer (collectedIds); the form token only for a logged-in shopper, so a visitor's
 * page sets no cookie and the page cache keeps it (decision 002).
 */
import type { AppLoadContext } from "@remix-run/node";
import { formSecurity } from "~/utils/csrf.server";

export async function heartsSecurity(
  request: Request,
  context: AppLoadContext,
): Promise<{ csrf: string | null; headers: HeadersInit }> {
  if (!context.api.token) return { csrf: null, headers: {} };
  return formSecurity(request);
}
