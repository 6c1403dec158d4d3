/** The mini-program host's login: WeChat's code exchange, the phone bound once, tickets. */
import type { ServiceArea } from "../http/area";
import { miniProgramMessages } from "./messages";
import { miniProgramEndpoints } from "./routes";
import { codeExchangeFor, sandboxHostAvailable } from "./settings";

export const miniProgramArea: ServiceArea = {
  name: "miniprogram",
  messages: miniProgramMessages,
  parts: ({ env }) => ({
    endpoints: miniProgramEndpoints(codeExchangeFor(env), sandboxHostAvailable(env)),
  }),
};
