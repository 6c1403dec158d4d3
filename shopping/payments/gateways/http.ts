/**
 * What the gateways share on the wire: how long a call may take, reading a JSON notification, and
 * our JSON answers to notifications.
 */
import { NotificationRejected, type NotificationAnswer } from "./types";

/** a gateway call that takes longer fails with a GatewayError */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** a notification's JSON body, or NotificationRejected */
export function notificationJson<Body>(rawBody: string): Body {
  try {
    return JSON.parse(rawBody) as Body;
  } catch {
    throw new NotificationRejected("body is not JSON");
  }
}

export function jsonAnswer(status: number, body: object): NotificationAnswer {
  return { status, contentType: "application/json", body: JSON.stringify(body) };
}
