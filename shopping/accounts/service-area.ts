/** Accounts: registration and login, the profile, the password and the phone. */
import type { ServiceArea } from "../http/area";
import { accountsMessages } from "./messages";
import { profileEndpoints } from "./profile-routes";
import { signInEndpoints } from "./routes";

export const accountsArea: ServiceArea = {
  name: "accounts",
  messages: accountsMessages,
  parts: () => ({ endpoints: [...signInEndpoints, ...profileEndpoints] }),
};
