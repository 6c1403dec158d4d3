/**
 * One log entry as a C2SP tlog-proof file, to keep and check offline
 * (`npm run verify-provenance -- FILE`).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { passOnFile } from "~/service/pass-on-file.server";

export function loader({ request }: LoaderFunctionArgs) {
  const index = new URL(request.url).searchParams.get("index") ?? "";
  if (!/^\d{1,12}$/.test(index)) return new Response("Not found", { status: 404 });
  return passOnFile(`/provenance/proof?index=${index}`, {
    types: /^text\/plain/,
    cacheControl: "no-cache",
    from: request,
  });
}
