/**
 * Refuses cross-site form posts: the Origin (or, failing that, the Referer)
 * must be this site. Browsers send Origin on every POST they make.
 */
export function isSameOrigin(request: Request): boolean {
  const here = new URL(request.url);
  const origin = request.headers.get("Origin");
  const source = origin && origin !== "null" ? origin : request.headers.get("Referer");
  if (!source) return false;
  try {
    const from = new URL(source);
    const forwardedHost = request.headers.get("X-Forwarded-Host");
    return from.host === here.host || (forwardedHost !== null && from.host === forwardedHost);
  } catch {
    return false;
  }
}
