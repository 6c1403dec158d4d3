/** Payout accounts: where a seller's resale money is paid. */
import type { ServiceArea } from "../http/area";
import { payoutsMessages } from "./messages";
import { payoutEndpoints } from "./routes";

export const payoutsArea: ServiceArea = {
  name: "payouts",
  messages: payoutsMessages,
  parts: () => ({ endpoints: payoutEndpoints }),
};
