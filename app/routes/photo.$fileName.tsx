/** The pictures buyers send with a refund, a return or a review (the operator's links too). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pictureResponse } from "~/features/photos/picture.server";

export const loader = ({ params, request }: LoaderFunctionArgs) =>
  pictureResponse(params.fileName ?? "", request);
