/**
 * The wine page's resale offers, whose code the browser loads after the page's own (as the lot
 * card's): the page stays within its JavaScript budget, and the offers' forms work without
 * JavaScript. The server renders them at once; the browser keeps that HTML until the code arrives.
 */
import { lazy, Suspense, type ComponentProps } from "react";
import type { ResaleOffers as ResaleOffersType } from "./offers";
import * as onServer from "./offers.server";

const ResaleOffersLater = lazy(() => import("./offers").then((m) => ({ default: m.ResaleOffers })));

export function WineResaleOffers(props: ComponentProps<typeof ResaleOffersType>) {
  if (props.offers.length === 0) return null;
  const Offers = onServer.ResaleOffers ?? ResaleOffersLater;
  return (
    <Suspense fallback={null}>
      <Offers {...props} />
    </Suspense>
  );
}
