/** Orders: checkout, the buyer's lists, receipt, reviews and tracking. */
import type { ServiceArea } from "../http/area";
import { afterShippingEndpoints } from "./after-shipping-routes";
import { orderListEndpoints } from "./list-routes";
import { ordersMessages } from "./messages";
import { orderEndpoints } from "./routes";

export const ordersArea: ServiceArea = {
  name: "orders",
  messages: ordersMessages,
  parts: ({ buying }) => ({
    endpoints: [
      ...orderListEndpoints,
      ...orderEndpoints(buying),
      ...afterShippingEndpoints(buying),
    ],
  }),
};
