/** Resale by consignment (decision 037): the sellers' items, the shop's audit, the payouts. */
import type { ServiceArea } from "../http/area";
import { resaleMessages } from "./messages";
import { resaleOfferEndpoints } from "./offer-routes";
import { opsResaleEndpoints } from "./ops-routes";
import { resaleEndpoints } from "./routes";

export const resaleArea: ServiceArea = {
  name: "resale",
  messages: resaleMessages,
  parts: () => ({
    endpoints: [...resaleEndpoints, ...resaleOfferEndpoints, ...opsResaleEndpoints],
  }),
};
