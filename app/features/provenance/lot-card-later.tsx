/**
 * The wine page's lot card, whose code the browser loads after the page's own: the page stays
 * within its JavaScript budget, and the card's history is complete without JavaScript. The server
 * renders it at once from the module it imports directly; the browser keeps that HTML until the
 * code arrives, then hydrates it (and checks the history on the device).
 */
import { lazy, Suspense, type ComponentProps } from "react";
import type { LotCard as LotCardType } from "./lot-card";
import * as onServer from "./lot-card.server";

const LotCardLater = lazy(() => import("./lot-card").then((m) => ({ default: m.LotCard })));

export function WineLotCard(props: ComponentProps<typeof LotCardType>) {
  if (!props.lot) return null;
  const Card = onServer.LotCard ?? LotCardLater;
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}
