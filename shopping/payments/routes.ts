/**
 * Payment endpoints: start a QR payment, ask its state (or wait for a change), and the gateways'
 * notify hook.
 */
import express, { type Router } from "express";
import { z } from "zod";
import { PAY_METHODS, PAY_PATHS } from "../../contract/buying";
import {
  bridgePayParamsSchema,
  payerOauthAnswerSchema,
  payerOpenidAnswerSchema,
  paymentStatusSchema,
  paymentViewSchema,
} from "../../contract/buying-answers";
import { BusinessError } from "../http/envelope";
import { miniProgramOpenid } from "../miniprogram/bindings";
import { clientIp } from "../http/client-ip";
import { originOf } from "../http/origin";
import type { RawRoute } from "../http/openapi";
import { defineEndpoint, type AnyEndpoint } from "../http/endpoint";
import type { Buying } from "./context";
import { keepPayerOpenid, payerOauthFor, payerOpenid } from "./payer-oauth";
import { paymentStatus, receiveNotification, startPayment, waitPayment } from "./payments";
import { receiveRefundNotification } from "./refunds";

const orderId = z.coerce.number().int().positive().max(2_147_483_647);

export function paymentEndpoints(
  buying: Buying,
  env: Record<string, string | undefined> = process.env,
): AnyEndpoint[] {
  // One for the service's life: the sandbox's remembers the codes already used.
  const oauth = payerOauthFor(env);
  return [
    defineEndpoint({
      method: "post",
      path: "/payment/payment/createPayment",
      summary:
        "Starts the payment of an unpaid order with Alipay or WeChat on a path (a QR code, or the wallet opened on the phone); reuses a valid one, renews an expired one, closes the one of another method or path",
      tag: "payments",
      auth: "required",
      body: z.object({
        orderId: z.number().int().positive().max(2_147_483_647),
        method: z.enum(PAY_METHODS, { errorMap: () => ({ message: "payMethod.invalid" }) }),
        path: z
          .enum(PAY_PATHS)
          .default("qr")
          .describe(
            "where the buyer pays: qr (scanned from another device), phone (the wallet opened from a phone's browser), wechat-browser (JSAPI), mini-program (the host's requestPayment)",
          ),
        returnUrl: z
          .string()
          .max(2000)
          .optional()
          .describe("the phone path: the shop's payment page the wallet returns to"),
      }),
      response: paymentViewSchema,
      handler: async ({ user, body, req }) =>
        startPayment(buying, user!.id, body.orderId, body.method, {
          origin: originOf(req),
          clientIp: clientIp(req),
          path: body.path,
          returnUrl: body.returnUrl,
          // The payer in WeChat's browser: learned in this session (payerOauth), never sent.
          openid:
            body.path === "wechat-browser"
              ? ((await payerOpenid(buying.db, user!.tokenId)) ?? undefined)
              : undefined,
        }),
    }),
    defineEndpoint({
      method: "post",
      path: "/payment/payment/payerOauth",
      summary:
        "WeChat's browser: whether this session knows the buyer's openid under the official account, and if not the silent OAuth page (snsapi_base) that comes back to the shop's returnPath with a code",
      tag: "payments",
      auth: "required",
      body: z.object({
        returnPath: z
          .string()
          .max(500)
          .regex(/^\/(?![/\\])[\x21-\x7e]*$/, "returnPath")
          .describe("the shop's page that takes the code, a path on the shop's own origin"),
        state: z
          .string()
          .min(16)
          .max(128)
          .regex(/^[\w-]+$/),
      }),
      response: payerOauthAnswerSchema,
      handler: async ({ user, body, req }) => {
        if (await payerOpenid(buying.db, user!.tokenId)) return { openidKnown: true, url: null };
        if (!oauth) throw new BusinessError(503, "payment_unavailable");
        const origin = buying.settings.publicUrl ?? originOf(req);
        return {
          openidKnown: false,
          url: oauth.authorizeUrl(origin, `${origin}${body.returnPath}`, body.state),
        };
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/payment/payment/payerOpenid",
      summary:
        "WeChat's browser: the silent OAuth's code; its openid is kept with this session for JSAPI and never answered",
      tag: "payments",
      auth: "required",
      body: z.object({ code: z.string().min(1).max(256) }),
      response: payerOpenidAnswerSchema,
      handler: async ({ user, body }) => {
        if (!oauth) throw new BusinessError(503, "payment_unavailable");
        await keepPayerOpenid(buying.db, user!.tokenId, await oauth.openidOf(body.code));
        return { openidKnown: true as const };
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/payment/payment/miniProgramPay",
      summary:
        "The mini-program host's pay page: starts the order's WeChat Pay payment on the mini-program path (the buyer's openid from the host's login) and answers wx.requestPayment's signed parameters",
      tag: "payments",
      auth: "required",
      body: z.object({ orderId }),
      response: bridgePayParamsSchema,
      handler: async ({ user, body, req }) => {
        const openid = await miniProgramOpenid(buying.db, user!.id, env);
        if (!openid) throw new BusinessError(409, "payment_openid_missing");
        const payment = await startPayment(buying, user!.id, body.orderId, "wechat", {
          origin: originOf(req),
          clientIp: clientIp(req),
          path: "mini-program",
          openid,
        });
        if (payment.launch?.kind !== "bridge") throw new BusinessError(503, "payment_unavailable");
        return payment.launch.params;
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/payment/payment/queryPayment",
      summary: 'The order\'s payment state; active=1 asks the gateway too ("I have paid")',
      tag: "payments",
      auth: "required",
      query: z.object({ orderId, active: z.enum(["1", "0"]).optional() }),
      response: paymentStatusSchema,
      handler: ({ user, query }) =>
        paymentStatus(buying, user!.id, query.orderId, query.active === "1"),
    }),
    defineEndpoint({
      method: "get",
      path: "/payment/payment/waitPayment",
      summary:
        "Long poll: answers when the order's status differs from `known`, or after about 8 seconds",
      tag: "payments",
      auth: "required",
      query: z.object({ orderId, known: z.string().max(40) }),
      response: paymentStatusSchema,
      handler: ({ user, query, req }) => {
        const aborted = new AbortController();
        req.once("close", () => aborted.abort());
        return waitPayment(buying, user!.id, query.orderId, query.known, aborted.signal);
      },
    }),
  ];
}

/**
 * The gateways post here: payments, and refunds at .../refund. The body is read raw: signatures are
 * over the exact bytes.
 */
export function mountPaymentNotify(app: Router, buying: Buying): void {
  for (const [path, receive] of [
    ["/payment/notify/:gateway", receiveNotification],
    ["/payment/notify/:gateway/refund", receiveRefundNotification],
  ] as const) {
    app.post(path, express.text({ type: () => true, limit: "64kb" }), (req, res, next) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers))
        headers[name] = Array.isArray(value) ? value.join(", ") : value;
      receive(buying, req.params.gateway, headers, typeof req.body === "string" ? req.body : "")
        .then((answer) => {
          if (!answer) return void res.status(404).type("text/plain").send("unknown gateway");
          res.status(answer.status).type(answer.contentType).send(answer.body);
        })
        .catch(next);
    });
  }
}

const gatewayParam = (names: string) =>
  z.object({ gateway: z.string().describe(`the gateway's name: ${names}; another is 404`) });
const tradeNoParam = z.object({
  tradeNo: z.string().describe("the sandbox trade's number, from the payment's QR code"),
});

export const paymentRawRoutes: RawRoute[] = [
  {
    method: "post",
    path: "/payment/notify/{gateway}",
    params: gatewayParam("sandbox, wechatpay or alipay"),
    summary:
      "Payment notifications of a gateway (sandbox, wechatpay, alipay), verified over the raw body; answers in the gateway's own format",
    tag: "payments",
    produces: ["application/json", "text/plain"],
    answer:
      "the gateway's acknowledgement: JSON for the sandbox and WeChat Pay, the text success or fail for Alipay",
  },
  {
    method: "post",
    path: "/payment/notify/{gateway}/refund",
    params: gatewayParam("sandbox or wechatpay"),
    summary:
      "Refund notifications of a gateway (sandbox, wechatpay), verified over the raw body; a replay or an unknown refund changes nothing",
    tag: "payments",
    produces: ["application/json"],
    answer: "the gateway's acknowledgement (JSON)",
  },
  {
    method: "get",
    path: "/payment/sandbox/pay/{tradeNo}",
    params: tradeNoParam,
    summary: "The sandbox gateway's wallet page: merchant, amount, Pay or Decline",
    tag: "payments",
    produces: "text/html",
    answer: "the wallet page (HTML)",
  },
  {
    method: "post",
    path: "/payment/sandbox/pay/{tradeNo}",
    params: tradeNoParam,
    summary:
      "The sandbox wallet's Pay or Decline (action=pay|decline); paying sends a signed notification",
    tag: "payments",
    produces: "text/html",
    answer: "the wallet page with the outcome (HTML)",
  },
  {
    method: "post",
    path: "/payment/sandbox/wap/{tradeNo}",
    params: tradeNoParam,
    summary:
      "The sandbox's Alipay WAP wallet on a phone: takes the payment page's signed form (return_url, sign); with action=pay|decline settles the trade, then leads back to return_url",
    tag: "payments",
    produces: "text/html",
    answer: "the wallet page, or its outcome (HTML)",
  },
  {
    method: "get",
    path: "/payment/sandbox/h5/{tradeNo}",
    params: tradeNoParam,
    summary:
      "The sandbox's WeChat Pay H5 page on a phone (expires, sign, redirect_url): refused without a Referer, expired after 5 minutes, as WeChat's",
    tag: "payments",
    produces: "text/html",
    answer: "the wallet page (HTML)",
  },
  {
    method: "post",
    path: "/payment/sandbox/h5/{tradeNo}",
    params: tradeNoParam,
    summary: "The sandbox's WeChat Pay H5 page: Pay or Decline (action=pay|decline)",
    tag: "payments",
    produces: "text/html",
    answer: "the wallet page with the outcome and the way back to redirect_url (HTML)",
  },
  {
    method: "get",
    path: "/payment/sandbox/oauth2/authorize",
    query: z.object({
      redirect_uri: z
        .string()
        .describe("the shop's page that takes the code, on the shop's origin"),
      state: z.string().describe("given back unchanged"),
    }),
    summary:
      "The sandbox's silent OAuth (as the official account's snsapi_base): straight back to redirect_uri with a code, used once within 5 minutes",
    tag: "payments",
    produces: "text/html",
    answer: "a redirect (302); a page saying the request is not valid otherwise (400, HTML)",
  },
  {
    method: "get",
    path: "/payment/sandbox/bridge/{tradeNo}",
    params: tradeNoParam,
    summary:
      "The sandbox's fake WeChat bridge: the trade its sheet shows (merchant, amount, state)",
    tag: "payments",
    produces: "application/json",
    answer: "merchant, description, amountCents and state",
  },
  {
    method: "post",
    path: "/payment/sandbox/bridge",
    summary:
      "The sandbox's fake WeChat bridge: getBrandWCPayRequest's signed parameters and action=pay|cancel; paySign is checked, paying settles and notifies",
    tag: "payments",
    produces: "application/json",
    answer: "WeChat's err_msg: get_brand_wcpay_request:ok, :cancel or :fail",
  },
];
