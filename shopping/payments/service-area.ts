/**
 * Payments: paying an order, the gateways' notifications (read raw, before the JSON parser: their
 * signatures are over the exact bytes), and the sandbox wallet where the sandbox may run.
 */
import type { ServiceArea } from "../http/area";
import { readGatewayConfig } from "./gateways/index";
import { mountSandboxWallet } from "./gateways/sandbox/index";
import { paymentsMessages } from "./messages";
import { sandboxNoticeTo } from "./payments";
import { mountPaymentNotify, paymentEndpoints, paymentRawRoutes } from "./routes";

export const paymentsArea: ServiceArea = {
  name: "payments",
  messages: paymentsMessages,
  parts: ({ db, buying, env }) => {
    const sandbox = readGatewayConfig(env).sandbox;
    const deliver = sandboxNoticeTo(() => buying);
    return {
      endpoints: paymentEndpoints(buying, env),
      rawRoutes: paymentRawRoutes,
      mountBeforeParsers: (app) => mountPaymentNotify(app, buying),
      mount: (router) => {
        if (sandbox) mountSandboxWallet(router, { db, ...sandbox, deliver });
      },
    };
  },
};
