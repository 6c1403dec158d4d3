/** The operator's orders: shipping, tracking, and deciding refunds and returns (behind the key). */
import type { ServiceArea } from "../http/area";
import { opsMessages } from "./messages";
import { opsEndpoints } from "./routes";

export const opsArea: ServiceArea = {
  name: "ops",
  messages: opsMessages,
  parts: ({ buying }) => ({ endpoints: opsEndpoints(buying) }),
};
