/** After-sale: refunds before shipping, returns after it. */
import type { ServiceArea } from "../http/area";
import { afterSaleMessages } from "./messages";
import { afterSaleEndpoints } from "./routes";

export const afterSaleArea: ServiceArea = {
  name: "aftersale",
  messages: afterSaleMessages,
  parts: ({ buying }) => ({ endpoints: afterSaleEndpoints(buying) }),
};
