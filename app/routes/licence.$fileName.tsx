/** A business licence of an invoice title (a picture or a PDF), for a logged-in buyer. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { LICENCE_FILE_NAME } from "#contract/accounts";
import { requireLogin } from "~/features/accounts/auth.server";
import { pictureResponse } from "~/features/photos/picture.server";

const LICENCE_TYPES = /^(image\/(jpeg|png)|application\/pdf)$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireLogin(context, request);
  return pictureResponse(params.fileName ?? "", { name: LICENCE_FILE_NAME, type: LICENCE_TYPES });
}
