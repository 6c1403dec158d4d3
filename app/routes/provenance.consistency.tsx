/**
 * The consistency proof a browser asks for when it checks the log against the checkpoint it
 * remembered (app/features/provenance/verify.client.ts): JSON, { proof } or 404.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { provenanceCalls } from "~/features/provenance/calls.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const from = Number(url.searchParams.get("from"));
  const to = Number(url.searchParams.get("to"));
  const sizes = [from, to];
  if (!sizes.every((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647))
    return data({ proof: null }, { status: 404 });
  const answer = await provenanceCalls.consistency(context.api, from, to);
  if (!answer.ok) return data({ proof: null }, { status: 404 });
  return data(
    { proof: answer.data.proof },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
