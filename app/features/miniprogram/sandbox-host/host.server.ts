/**
 * The sandbox's mini-program host runs only where the service takes the sandbox's wx.login codes
 * (decision 040); elsewhere its pages are not found.
 */
import type { AppLoadContext } from "@remix-run/node";
import { FORGET_MINI_PROGRAM_COOKIE } from "~/utils/device-env.server";
import { SANDBOX_HOST_COOKIE, sandboxUserOf } from "./cookie";

export async function requireSandboxHost(context: AppLoadContext): Promise<void> {
  const answer = await context.api.get("/miniprogram/sandboxHost");
  if (!answer.ok || !answer.data.available) throw new Response("Not found", { status: 404 });
}

/** Switched on for `user`: readable by the shop's pages, which then load the fake bridge. */
export const sandboxHostCookie = (user: string) =>
  `${SANDBOX_HOST_COOKIE}=${user}; Path=/; SameSite=Lax`;

/** Switched off, and out of the web-view (the device environment's cookie) as well. */
export const leaveSandboxHostCookies = [
  `${SANDBOX_HOST_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`,
  FORGET_MINI_PROGRAM_COOKIE,
];

/**
 * A host page's loader: the fake WeChat user this browser is (null: the switch is off, and the page
 * says so), and the page's options, as the host's onLoad gets them.
 */
export async function hostPageLoader(request: Request, context: AppLoadContext) {
  await requireSandboxHost(context);
  const user = sandboxUserOf(request.headers.get("Cookie"));
  return { user, options: Object.fromEntries(new URL(request.url).searchParams) };
}
