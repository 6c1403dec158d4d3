// The server draws the gift's confirmation at once; the browser fetches it apart
// (components/deferred.tsx).
export { GiftConfirm } from "./gift-confirm";
