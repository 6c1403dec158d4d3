/** What the gateways share on the wire: how long a call may take, and our JSON notify answers. */
import type { NotificationAnswer } from "./types";

/** a gateway call that takes longer fails with a GatewayError */
export const GATEWAY_TIMEOUT_MS = 10_000;

export function jsonAnswer(status: number, body: object): NotificationAnswer {
  return { status, contentType: "application/json", body: JSON.stringify(body) };
}
