/** The server's direct import of the wine page's lot card (lot-card-later.tsx: the browser loads it later). */
export { LotCard } from "./lot-card";
