/** The provenance log's latest signed checkpoint (a C2SP signed note). */
import { passOnFile } from "~/service/pass-on-file.server";

export function loader() {
  return passOnFile("/provenance/checkpoint", { types: /^text\/plain/, cacheControl: "no-cache" });
}
