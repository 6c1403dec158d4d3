/**
 * The provenance log's verifier keys at a stable address (decision 035), one per line, as the
 * service has them: what anyone pins to check the shop's checkpoints.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { passOnFile } from "~/service/pass-on-file.server";

export function loader({ request }: LoaderFunctionArgs) {
  return passOnFile("/provenance/key", {
    types: /^text\/plain/,
    cacheControl: "public, max-age=300",
    from: request,
  });
}
