/** The people who run the shop: staff, roles, their sign-in and the audit log (decision 041). */
import type { ServiceArea } from "../http/area";
import { staffMessages } from "./messages";
import { staffEndpoints } from "./routes";

export const staffArea: ServiceArea = {
  name: "staff",
  messages: staffMessages,
  parts: () => ({ endpoints: staffEndpoints() }),
};
