/**
 * Test support for the WeChat Pay v3 adapter's offline tests: the keys (the
 * merchant's, the platform's and a stranger's), the AEAD encryption of
 * resources, notifications signed and encrypted as WeChat Pay sends them, and
 * a fake api.mch.weixin.qq.com that checks the merchant's signature on every
 * request and signs its answers with the platform key. Each test file says
 * how its fake answers the paths it plays.
 */
import {
  createCipheriv,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { NotificationRequest } from "../types";
import type { WechatPayConfig } from "../wechatpay/index";
import { fakeServer, fakeState, listenDuringTests } from "./fake-server";

export const pem = (key: KeyObject) =>
  key.export({ type: key.type === "private" ? "pkcs8" : "spki", format: "pem" }) as string;
export const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const API_V3_KEY = "0123456789abcdefghijABCDEFGHIJ01";
export const PLATFORM_SERIAL = "PUB_KEY_ID_0114232134912410000000000000";
export const MCHID = "1900000001";
export const APPID = "wx8888888888888888";
/** the merchant's certificate serial */
export const MERCHANT_SERIAL = "5157F09EFDC096DE15EBE81A47057A7232F1B8E1";
export const rsa = (message: string, key: KeyObject) =>
  sign("sha256", Buffer.from(message), key).toString("base64");
export const now = () => String(Math.floor(Date.now() / 1000));

/**
 * AEAD_AES_256_GCM with the APIv3 key, as WeChat Pay encrypts notification resources and
 * certificates
 */
export function encryptResource(
  plain: string,
  nonce: string,
  aad: string,
  key = API_V3_KEY,
): string {
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  return Buffer.concat([
    cipher.update(plain, "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]).toString("base64");
}

export interface NotificationOptions {
  id: string;
  eventType: string;
  /** the decrypted resource (a transaction, a refund) */
  resource: object;
  /** the resource's associated_data: "transaction", "refund" */
  associatedData: string;
  /** the resource's original_type; left out when absent */
  originalType?: string;
  createTime?: string;
  summary?: string;
  /** the APIv3 key it is encrypted with */
  key?: string;
  /** the key that signs it, and the serial it names */
  signingKey?: KeyObject;
  serial?: string;
  timestamp?: string;
}

/**
 * a notification as WeChat Pay posts it: the resource encrypted, the body signed with the platform
 * key by default
 */
export function wechatNotification(o: NotificationOptions): NotificationRequest {
  const nonce = "fdasflkja484";
  const rawBody = JSON.stringify({
    id: o.id,
    ...(o.createTime === undefined ? {} : { create_time: o.createTime }),
    resource_type: "encrypt-resource",
    event_type: o.eventType,
    ...(o.summary === undefined ? {} : { summary: o.summary }),
    resource: {
      ...(o.originalType === undefined ? {} : { original_type: o.originalType }),
      algorithm: "AEAD_AES_256_GCM",
      ciphertext: encryptResource(JSON.stringify(o.resource), nonce, o.associatedData, o.key),
      associated_data: o.associatedData,
      nonce,
    },
  });
  const timestamp = o.timestamp ?? now();
  const headerNonce = randomBytes(16).toString("hex");
  return {
    rawBody,
    headers: {
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": headerNonce,
      "wechatpay-serial": o.serial ?? PLATFORM_SERIAL,
      "wechatpay-signature": rsa(
        `${timestamp}\n${headerNonce}\n${rawBody}\n`,
        o.signingKey ?? platform.privateKey,
      ),
    },
  };
}

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  /** the Authorization header's parameters */
  authorization: Record<string, string>;
  signatureValid: boolean;
  /** the Wechatpay-Serial request header */
  platformSerial: string | undefined;
  headers: IncomingMessage["headers"];
}

/** answers with this status and JSON payload (none: an empty body), signed */
export type Respond = (status: number, payload?: object) => void;

/**
 * Plays api.mch.weixin.qq.com: a request signed by the merchant (scheme
 * WECHATPAY2-SHA256-RSA2048, the shop's mchid) goes to `route`, any other gets
 * 401 SIGN_ERROR. Answers are signed with `behaviour.signingKey` under
 * `behaviour.serial`; with `behaviour.tamper` the body sent is `tamper(body)`.
 */
export function fakeWechatPay(
  route: (req: IncomingMessage, body: string, respond: Respond) => void,
  { tamper }: { tamper: (body: string) => string },
) {
  const state = fakeState<SeenRequest, { signingKey: KeyObject; serial: string; tamper: boolean }>({
    signingKey: platform.privateKey,
    serial: PLATFORM_SERIAL,
    tamper: false,
  });
  const { seen, behaviour } = state;

  function respond(res: ServerResponse, status: number, payload?: object) {
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const timestamp = now();
    const nonce = randomBytes(8).toString("hex");
    res.writeHead(status, {
      ...(body ? { "content-type": "application/json" } : {}),
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-serial": behaviour.serial,
      "wechatpay-signature": rsa(`${timestamp}\n${nonce}\n${body}\n`, behaviour.signingKey),
    });
    res.end(behaviour.tamper ? tamper(body) : body);
  }

  const server = fakeServer((req, body, res) => {
    const [scheme, params = ""] = (req.headers.authorization ?? "").split(" ", 2);
    const authorization = Object.fromEntries(
      [...params.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const message = `${req.method}\n${req.url}\n${authorization.timestamp}\n${authorization.nonce_str}\n${body}\n`;
    const signatureValid =
      scheme === "WECHATPAY2-SHA256-RSA2048" &&
      authorization.mchid === MCHID &&
      verify(
        "sha256",
        Buffer.from(message),
        merchant.publicKey,
        Buffer.from(authorization.signature ?? "", "base64"),
      );
    const platformSerial = req.headers["wechatpay-serial"] as string | undefined;
    seen.push({
      method: req.method!,
      url: req.url!,
      body,
      authorization,
      signatureValid,
      platformSerial,
      headers: req.headers,
    });
    if (!signatureValid) return respond(res, 401, { code: "SIGN_ERROR", message: "签名错误" });
    route(req, body, (status, payload) => respond(res, status, payload));
  });
  return { server, ...state };
}

/**
 * The adapter's configuration (the platform public key and its id, unless
 * `overrides` say otherwise) against this fake, which listens during the tests
 * of the current `describe`: call `config()` inside a test or a hook.
 */
export function wechatPayConfigFor(
  fake: { server: Server },
  overrides: Partial<WechatPayConfig> = {},
): () => WechatPayConfig {
  let config: WechatPayConfig | undefined;
  listenDuringTests(fake.server, (baseUrl) => {
    config = {
      mchid: MCHID,
      appid: APPID,
      serialNo: MERCHANT_SERIAL,
      privateKeyPem: pem(merchant.privateKey),
      apiV3Key: API_V3_KEY,
      platformPublicKeyPem: pem(platform.publicKey),
      platformSerial: PLATFORM_SERIAL,
      baseUrl,
      ...overrides,
    };
  });
  return () => config!;
}

/** the official account's and the mini-program's app ids, bound to the merchant at the fake */
export const OA_APPID = "wx7777777777777777";
export const MINIPROGRAM_APPID = "wx6666666666666666";

/**
 * Plays the wallet paths' prepays as WeChat Pay answers them: H5 (scene_info with the payer's
 * address and h5_info) answers h5_url, JSAPI (payer.openid) answers prepay_id; an app not bound
 * to the merchant gets APPID_MCHID_NOT_MATCH, a missing field PARAM_ERROR. Any other request is
 * `otherwise`'s (404 by default). Tampering flips the answer's text after signing.
 */
export function fakeWalletPrepays(
  otherwise: (req: IncomingMessage, body: string, respond: Respond) => void = (_, __, respond) =>
    respond(404, { code: "NOT_FOUND", message: "no such path" }),
) {
  const boundAppids = [APPID, OA_APPID, MINIPROGRAM_APPID];
  return fakeWechatPay(
    (req, body, respond) => {
      const path = new URL(req.url!, "http://x").pathname;
      if (req.method !== "POST" || !/^\/v3\/pay\/transactions\/(h5|jsapi)$/.test(path))
        return otherwise(req, body, respond);
      const order = JSON.parse(body);
      const paramError = (message: string) => respond(400, { code: "PARAM_ERROR", message });
      if (order.mchid !== MCHID || !boundAppids.includes(order.appid))
        return respond(400, { code: "APPID_MCHID_NOT_MATCH", message: "appid和mch_id不匹配" });
      if (!order.out_trade_no || !(order.amount?.total > 0) || !order.notify_url)
        return paramError("缺少参数");
      if (path.endsWith("/h5")) {
        if (!order.scene_info?.payer_client_ip || !order.scene_info?.h5_info?.type)
          return paramError("scene_info 缺少参数");
        return respond(200, {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${order.out_trade_no}&package=1405458241`,
        });
      }
      if (!order.payer?.openid) return paramError("payer.openid 缺少参数");
      respond(200, { prepay_id: `wx${order.out_trade_no}` });
    },
    { tamper: (body) => body.replace("wx", "xw") },
  );
}
