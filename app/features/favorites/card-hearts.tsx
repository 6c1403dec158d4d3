/**
 * The hearts on the wine cards of a list: the list's screen wraps its cards in <CardHearts>, with
 * the form token of a logged-in shopper (none for a visitor, whose press leads to the login), and
 * each card shows its heart posting back to the page it is on.
 */
import { useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";
import { CollectButton } from "./collect-button";

const HeartsContext = createContext<{ back: string; csrf: string | null } | null>(null);

export function CardHearts({ csrf, children }: { csrf: string | null; children: React.ReactNode }) {
  const location = useLocation();
  return (
    <HeartsContext.Provider value={{ back: location.pathname + location.search, csrf }}>
      {children}
    </HeartsContext.Provider>
  );
}

/** A card's heart, when its list shows hearts. */
export function CardHeart({
  goodsId,
  collected,
  name,
}: {
  goodsId: number;
  collected: boolean;
  name: string;
}) {
  const hearts = useContext(HeartsContext);
  if (!hearts) return null;
  return (
    <CollectButton
      goodsId={goodsId}
      collected={collected}
      name={name}
      back={hearts.back}
      csrf={hearts.csrf}
      variant="card"
    />
  );
}
