/** The server's direct import of the wine page's resale offers (offers-later.tsx: the browser loads it later). */
export { ResaleOffers } from "./offers";
