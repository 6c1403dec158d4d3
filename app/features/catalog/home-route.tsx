/**
 * The home screen's route module, served at / and at /home (spec §2: kept alive, no header): both
 * route files re-export it.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HomePage } from "./home-page";
import { catalogCalls } from "./calls.server";
import { unwrap } from "~/service/client.server";
import { toCard } from "./goods-card-data";

export const handle = { i18n: ["catalog"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.api;
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
