/** Uploaded avatars. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pictureResponse } from "~/features/photos/picture.server";

export const loader = ({ params, request }: LoaderFunctionArgs) =>
  pictureResponse(params.fileName ?? "", request);
