/**
 * The home screen's route module, served at / and at /home (spec §2: kept alive, no header): both
 * route files re-export it.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HomePage } from "./home-page";
import { catalogCalls } from "./calls.server";
import { unwrap } from "~/service/client.server";
import { toCards } from "./goods-card-data";
import { CardHearts } from "~/features/favorites/card-hearts";
import { heartsSecurity } from "~/features/favorites/card-hearts.server";

export const handle = { i18n: ["catalog"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.api;
  const [home, security] = await Promise.all([
    catalogCalls.home(api).then((o) => unwrap(o, api, request)),
    heartsSecurity(request, context),
  ]);
  const { collectedIds, ...homeRest } = home;
  const cards = (wines: typeof home.featured) => toCards(wines, collectedIds);
  return data(
    {
      lang: api.lang,
      csrf: security.csrf,
      home: {
        ...homeRest,
        featured: cards(home.featured),
        newArrivals: cards(home.newArrivals),
        bestSellers: cards(home.bestSellers),
        promotions: cards(home.promotions),
      },
    },
    { headers: security.headers },
  );
}

export default function Home() {
  const { home, lang, csrf } = useLoaderData<typeof loader>();
  return (
    <CardHearts csrf={csrf}>
      <HomePage home={home} lang={lang} />
    </CardHearts>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
