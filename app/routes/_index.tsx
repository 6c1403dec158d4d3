/** Home: / (kept alive, no header). /home renders the same screen. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HomePage } from "~/features/catalog/home-page";
import { catalogCalls } from "~/features/catalog/calls.server";
import { shoppingFor, unwrap } from "~/service/client.server";
import { toCard } from "~/features/catalog/goods-card-data";

export const handle = { i18n: ["catalog"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await shoppingFor(request);
  const home = await unwrap(await catalogCalls.home(api), api, request);
  return {
    lang: api.lang,
    home: {
      ...home,
      featured: home.featured.map(toCard),
      newArrivals: home.newArrivals.map(toCard),
      bestSellers: home.bestSellers.map(toCard),
      promotions: home.promotions.map(toCard),
    },
  };
}

export default function Home() {
  const { home, lang } = useLoaderData<typeof loader>();
  return <HomePage home={home} lang={lang} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
