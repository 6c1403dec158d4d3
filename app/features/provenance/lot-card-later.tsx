/**
 * The wine page's lot card, whose code the browser loads apart from the page's own
 * (components/deferred.tsx): the page stays within its JavaScript budget, and the card's history is
 * complete without JavaScript. The server draws it at once, and the page hydrates it with the rest
 * (then the card checks the history on the device).
 */
import type { ComponentProps } from "react";
import { deferred } from "~/components/deferred";
import type { LotCard as LotCardType } from "./lot-card";
import * as onServer from "./lot-card.server";

const Card = deferred("lot-card", onServer.LotCard, () =>
  import("./lot-card").then((m) => m.LotCard),
);

export function WineLotCard(props: ComponentProps<typeof LotCardType>) {
  return props.lot ? <Card {...props} /> : null;
}
