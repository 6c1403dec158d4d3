/** The shelf filled again: the operator's stock receipts, and 到货通知 for the buyers waiting. */
import type { ServiceArea } from "../http/area";
import { restockMessages } from "./messages";
import { opsRestockEndpoints } from "./ops-routes";
import { restockEndpoints } from "./routes";
import { stockDeskEndpoints } from "./stock-desk-routes";

export const restockArea: ServiceArea = {
  name: "restock",
  messages: restockMessages,
  parts: () => ({
    endpoints: [...restockEndpoints, ...opsRestockEndpoints, ...stockDeskEndpoints],
  }),
};
