/** The provenance log's latest signed checkpoint (a C2SP signed note). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { passOnFile } from "~/service/pass-on-file.server";

export function loader({ request }: LoaderFunctionArgs) {
  return passOnFile("/provenance/checkpoint", {
    types: /^text\/plain/,
    cacheControl: "no-cache",
    from: request,
  });
}
