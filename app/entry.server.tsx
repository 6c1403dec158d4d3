/**
 * Renders each document with its page's translations (the root loader's) and the response's
 * CSP nonce. A page whose data is all there is drawn to a string: streaming gains it nothing and
 * cost a third of React's time (decision 015, issue 33). Bots, and pages with data still coming,
 * are streamed: bots get the whole page at once, browsers what is ready first.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { bundlesOfText, i18nFor, i18nForPage } from "./i18n.server";
import { toLang } from "./utils/lang";
import { dropNulBytes } from "./utils/drop-nul.server";
import { readWholeHandoff } from "./utils/whole-handoff.server";
import { NonceProvider } from "./utils/nonce";

// server.ts builds each request's context with these, from this build, so the loaders and the
// server share one instance of the session and /shopping client modules.
export { commitChangedSession, createShopContext } from "./utils/request-context.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const rootData = remixContext.staticHandlerContext.loaderData.root as
    { lang?: string; i18n?: string } | undefined;
  const lang = rootData?.lang ? toLang(rootData.lang) : loadContext.lang;
  // The same texts the browser gets from the root loader's data, so the hydrated page matches.
  const i18n = rootData?.i18n ? i18nForPage(lang, bundlesOfText(rootData.i18n)) : i18nFor(lang);
  const nonce = loadContext.cspNonce;
  const bot = isbot(request.headers.get("user-agent"));
  const page = (
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={streamTimeout}
          nonce={nonce}
        />
      </I18nextProvider>
    </NonceProvider>
  );
  // Pages are made for one visitor's session unless the page cache says otherwise
  // (server/page-cache.ts).
  if (!responseHeaders.has("Cache-Control"))
    responseHeaders.set("Cache-Control", "private, no-store");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (!bot && (await readWholeHandoff(remixContext))) {
    // renderToString writes no doctype (the stream does, before <html>); a string has none of the
    // stream's NUL padding, and U+0000 has no place in HTML either way (drop-nul.server.ts).
    const html = "<!DOCTYPE html>" + renderToString(page);
    return new Response(html.includes("\0") ? html.replaceAll("\0", "") : html, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  const readyEvent = bot ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyEvent]() {
        const body = dropNulBytes();
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: didError ? 500 : responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        didError = true;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Loader data fetched by the browser belongs to the visitor's session, as the pages do. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
