/** The owner's view: the dashboard (decision 046). */
import type { ServiceArea } from "../http/area";
import { reportEndpoints } from "./routes";

export const reportsArea: ServiceArea = {
  name: "reports",
  messages: {},
  parts: () => ({ endpoints: reportEndpoints }),
};
