/** The address book. */
import type { ServiceArea } from "../http/area";
import { addressesMessages } from "./messages";
import { addressEndpoints } from "./routes";

export const addressesArea: ServiceArea = {
  name: "addresses",
  messages: addressesMessages,
  parts: () => ({ endpoints: addressEndpoints }),
};
