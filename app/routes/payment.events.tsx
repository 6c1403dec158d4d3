/**
 * The payment page's event stream (/payment/events?orderId=N): an event
 * `status` (the JSON PaymentStatus) at once and whenever it changes, and a
 * `heartbeat` every 20 s, well inside the page's 45 s timeout (spec §9). It
 * long-polls the service and ends when the visitor leaves or the order no
 * longer waits for payment.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import type { PaymentStatus } from "#contract/buying";
import { parseOrderId } from "~/features/payments/paths";
import { paymentCalls } from "~/features/payments/calls.server";

const HEARTBEAT_MS = 20_000;
/** After a failed long poll (a network blip, a timeout), before the next. */
const PAUSE_MS = 2_000;

/** A change worth telling the page: the order's status, or a new or ended QR payment. */
function statusKey(status: PaymentStatus): string {
  return `${status.orderStatus}:${status.payment?.outTradeNo ?? ""}:${status.payment?.status ?? ""}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.api;
  if (!api.token) return new Response("Log in first", { status: 401 });
  const orderId = parseOrderId(new URL(request.url).searchParams.get("orderId"));
  if (!orderId) return new Response("Not found", { status: 404 });
  const first = await paymentCalls.status(api, orderId);
  if (!first.ok) {
    const status =
      first.kind === "unauthorized" || first.kind === "expired"
        ? 401
        : first.kind === "warning" && first.status === 404
          ? 404
          : 502;
    return new Response(null, { status });
  }

  const response = eventStream(
    request.signal,
    (send, close) => {
      let open = true;
      const emit = (event: string, data: string) => {
        if (!open) return;
        try {
          send({ event, data });
        } catch {
          open = false;
        }
      };
      const heartbeat = setInterval(() => emit("heartbeat", String(Date.now())), HEARTBEAT_MS);

      const follow = async () => {
        // remix-utils wires `close` up only after this callback returns: never call it before then.
        await Promise.resolve();
        let current = first.data;
        emit("status", JSON.stringify(current));
        while (open && current.orderStatus === "pending_payment") {
          const started = Date.now();
          // The service waits for the order's status to differ (payment changes show at the next
          // answer).
          const next = await paymentCalls.wait(api, orderId, current.orderStatus);
          if (!open) break;
          if (!next.ok) {
            // A refused login or a vanished order will not come back: end, and let the page reload.
            if (next.kind === "unauthorized" || next.kind === "expired" || next.kind === "warning")
              break;
            await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
            continue;
          }
          if (statusKey(next.data) !== statusKey(current)) {
            current = next.data;
            emit("status", JSON.stringify(current));
          } else if (Date.now() - started < 1_000) {
            // An answer at once with nothing new must not turn the long poll into a busy loop.
            await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
          }
        }
        if (open) close();
      };
      // A failure here must end this stream, never the process.
      follow().catch((error) => {
        console.error("[payment events]", error);
        if (open) close();
      });

      return () => {
        open = false;
        clearInterval(heartbeat);
      };
    },
    // Proxies such as nginx must pass events on at once.
    { headers: { "X-Accel-Buffering": "no" } },
  );
  // no-transform: the compression middleware would otherwise hold events back in its gzip buffer.
  response.headers.set("Cache-Control", "no-cache, no-transform");
  return response;
}
