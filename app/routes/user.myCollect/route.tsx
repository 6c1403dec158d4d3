/** My favorites (/user/myCollect): the shared saved-list screen (features/favorites/saved-list-screen.tsx). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SavedListScreen } from "~/features/favorites/saved-list-screen";
import { loadSavedList, savedListAction } from "~/features/favorites/saved-lists.server";

export const handle = { i18n: ["favorites", "catalog", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSavedList("favorites", request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return savedListAction("favorites", request, context);
}

export default function Screen() {
  return <SavedListScreen data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
