/** The cart. */
import type { ServiceArea } from "../http/area";
import { cartMessages } from "./messages";
import { cartEndpoints } from "./routes";

export const cartArea: ServiceArea = {
  name: "cart",
  messages: cartMessages,
  parts: ({ buying }) => ({ endpoints: cartEndpoints(buying.settings) }),
};
