/**
 * The wine page's resale offers, whose code the browser loads apart from the page's own
 * (components/deferred.tsx): the page stays within its JavaScript budget, and the offers' forms
 * work without JavaScript. The server draws them at once, and the page hydrates them with the rest,
 * so a quantity typed before the code came is the one sent.
 */
import type { ComponentProps } from "react";
import { deferred } from "~/components/deferred";
import type { ResaleOffers as ResaleOffersType } from "./offers";
import * as onServer from "./offers.server";

const Offers = deferred("resale-offers", onServer.ResaleOffers, () =>
  import("./offers").then((m) => m.ResaleOffers),
);

export function WineResaleOffers(props: ComponentProps<typeof ResaleOffersType>) {
  return props.offers.length === 0 ? null : <Offers {...props} />;
}
