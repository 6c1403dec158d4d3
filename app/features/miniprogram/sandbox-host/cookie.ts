/**
 * The cookie that switches this browser to the sandbox's mini-program host (decision 040): its
 * value is the fake WeChat user. Every page reads it (the bridge), so it imports nothing.
 */
export const SANDBOX_HOST_COOKIE = "mpSandbox";
/** A fake WeChat user, as the service's sandbox codes take it (sandbox-<user>-<nonce>). */
const SANDBOX_USER = /^\w{1,32}$/;

export function sandboxUserOf(cookieHeader: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${SANDBOX_HOST_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  return match && SANDBOX_USER.test(match[1]) ? match[1] : null;
}
