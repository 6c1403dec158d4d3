/** A business licence of an invoice title (a picture or a PDF), for the buyer who uploaded it. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { LICENCE_FILE_NAME } from "#contract/accounts";
import { requireLogin } from "~/features/accounts/auth.server";
import { passOnFile } from "~/service/pass-on-file.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const fileName = params.fileName ?? "";
  if (!LICENCE_FILE_NAME.test(fileName) || !api.token)
    return new Response("Not found", { status: 404 });
  return passOnFile(`/file/file/licence?fileName=${fileName}`, {
    token: api.token,
    types: /^(image\/(jpeg|png)|application\/pdf)$/,
    from: request,
  });
}
