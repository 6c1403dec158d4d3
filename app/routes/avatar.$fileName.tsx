/** Uploaded avatars. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pictureResponse } from "~/features/photos/picture.server";

export const loader = ({ params }: LoaderFunctionArgs) => pictureResponse(params.fileName ?? "");
