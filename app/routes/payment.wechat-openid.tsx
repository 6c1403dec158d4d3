/**
 * Back from the official account's silent OAuth in WeChat's browser (features/payments/
 * payer.server.ts): the code goes to the service, which keeps the payer with this session, and the
 * order's WeChat Pay payment starts on the JSAPI path. A return that this session did not start
 * (no state, another state, no code) changes nothing and says so on the payment page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireLogin } from "~/features/accounts/auth.server";
import { failureRedirect } from "~/features/orders/order-actions.server";
import { paymentCalls } from "~/features/payments/calls.server";
import { paymentPath } from "~/features/payments/paths";
import { tFor } from "~/i18n.server";
import { errorFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const started = api.session.get("payerOauth");
  api.session.unset("payerOauth");
  if (!started) return redirect("/user/order");
  const page = paymentPath(started.orderId);
  const code = url.searchParams.get("code");
  if (!code || url.searchParams.get("state") !== started.state)
    return redirectWithToast(
      page,
      errorFeedback(tFor(api.lang, "payment")("payment.payerNotConfirmed")),
    );
  const learned = await paymentCalls.payerOpenid(api, code);
  if (!learned.ok) return failureRedirect(learned, api, request, page);
  const payment = await paymentCalls.pay(api, started.orderId, "wechat", "wechat-browser");
  if (!payment.ok) return failureRedirect(payment, api, request, page);
  return redirect(paymentPath(started.orderId, "wechat"));
}
