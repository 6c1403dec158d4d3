/** The shop's own configuration: customer service and the return address. */
import type { ServiceArea } from "../http/area";
import { shopMessages } from "./messages";
import { shopEndpoints } from "./routes";

export const shopArea: ServiceArea = {
  name: "shop",
  messages: shopMessages,
  parts: () => ({ endpoints: shopEndpoints }),
};
