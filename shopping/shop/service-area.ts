/** The shop's own configuration: customer service, the return address and the order rules. */
import type { ServiceArea } from "../http/area";
import { shopMessages } from "./messages";
import { shopEndpoints } from "./routes";

export const shopArea: ServiceArea = {
  name: "shop",
  messages: shopMessages,
  parts: ({ buying }) => ({ endpoints: shopEndpoints(buying.settings) }),
};
