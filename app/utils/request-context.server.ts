/**
 * One request's context (Remix's load context), built once by server.ts before any loader runs:
 * the cookie session, the visitor's language and the /shopping client bound to both. Loaders and
 * actions change the session in place; server.ts commits it once, into the response, when it
 * changed (commitChangedSession). Nothing in a route reads the cookie or writes Set-Cookie for the
 * session itself.
 */
import type { AppLoadContext } from "@remix-run/node";
import { shoppingClient, type ShoppingApi } from "~/service/client.server";
import type { Lang } from "./lang";
import { commitSession, getSession, langOf, type AppSession } from "./session.server";

export interface ShopContext {
  cspNonce: string;
  session: AppSession;
  lang: Lang;
  /** the /shopping client of this request: its language, the token, the visitor's address */
  api: ShoppingApi;
  /** the session's data as it arrived, to tell whether it changed */
  sessionAtStart: string;
}

declare module "@remix-run/server-runtime" {
  // Every loader's and action's `context` is this request's ShopContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopContext {}
}

export async function createShopContext(request: Request, cspNonce = ""): Promise<AppLoadContext> {
  const session = await getSession(request);
  return {
    cspNonce,
    session,
    lang: langOf(session),
    api: shoppingClient(request, session),
    sessionAtStart: JSON.stringify(session.data),
  };
}

/** Adds the session's cookie to the response when a loader or an action changed the session. */
export async function commitChangedSession(context: AppLoadContext, response: Response) {
  if (JSON.stringify(context.session.data) === context.sessionAtStart) return response;
  response.headers.append("Set-Cookie", await commitSession(context.session));
  return response;
}
