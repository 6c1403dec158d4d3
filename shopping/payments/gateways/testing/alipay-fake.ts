/**
 * Test support for the Alipay adapter's offline tests: the keys (the app's,
 * Alipay's and a stranger's), the documented sign content, and a fake
 * openapi.alipay.com/gateway.do that checks the app's RSA2 signature on every
 * request and answers signed by the Alipay key (the raw "..._response" text,
 * slashes escaped, as Alipay writes it). Each test file says how its fake
 * answers the methods it plays.
 */
import { generateKeyPairSync, sign, verify, type KeyObject } from "node:crypto";
import type { Server, ServerResponse } from "node:http";
import type { AlipayConfig } from "../alipay/index";
import { fakeServer, fakeState, listenDuringTests } from "./fake-server";

export const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
export const pem = (key: KeyObject) =>
  key.export({ type: key.type === "private" ? "pkcs8" : "spki", format: "pem" }) as string;
/** Alipay's key tool hands out keys as bare base64 */
export const bare = (key: KeyObject) =>
  (
    key.export({ type: key.type === "private" ? "pkcs8" : "spki", format: "der" }) as Buffer
  ).toString("base64");
export const rsa2 = (message: string, key: KeyObject) =>
  sign("sha256", Buffer.from(message), key).toString("base64");
/** the documented sign content: sorted by key, k=v, empty values and `sign` left out */
export const signContent = (params: Record<string, string>, keepEmpty = false) =>
  Object.keys(params)
    .filter((k) => k !== "sign" && (keepEmpty || params[k] !== ""))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");

export const APP_ID = "2021000000000001";
export const SELLER_ID = "2088000000000001";

export interface SeenRequest {
  params: Record<string, string>;
  biz: Record<string, string>;
  signatureValid: boolean;
}

/**
 * how the fake signs its answers; the tests change it and set it back before each test (`reset`)
 */
export interface AnswerBehaviour {
  signingKey: KeyObject;
  /** the answer's text no longer matches its signature */
  tamper: boolean;
  /** no sign at all */
  unsigned: boolean;
  /** the alipay_cert_sn the answers carry (certificate mode) */
  certSn: string;
  /**
   * the member before the sign (`{"..._response":...,"sign":...}`), as the refund answers are laid
   * out
   */
  memberFirst: boolean;
}

export type Answer = (method: string, fields: Record<string, string>) => void;

/**
 * Plays gateway.do: `route` answers a request whose signature is valid, by the
 * method's name and its biz_content; an invalid signature gets Alipay's
 * isv.invalid-signature. `settings` are the answers' defaults (`reset` goes
 * back to them).
 */
export function fakeAlipay(
  route: (answer: Answer, method: string, biz: Record<string, string>) => void,
  settings: Partial<AnswerBehaviour> = {},
) {
  const state = fakeState<SeenRequest, AnswerBehaviour>({
    signingKey: alipay.privateKey,
    tamper: false,
    unsigned: false,
    certSn: "",
    memberFirst: false,
    ...settings,
  });
  const { seen, behaviour } = state;

  /**
   * writes the member by hand, with escaped slashes and a Chinese msg, so only its raw text matches
   * the signature
   */
  function respond(res: ServerResponse, method: string, fields: Record<string, string>) {
    const member = method.replaceAll(".", "_") + "_response";
    const raw = JSON.stringify(fields).replaceAll("/", "\\/");
    const signature = rsa2(raw, behaviour.signingKey);
    const sent = behaviour.tamper ? raw.replace("10000", "10000 ") : raw;
    const certSn = behaviour.certSn ? `"alipay_cert_sn":"${behaviour.certSn}",` : "";
    const text = behaviour.unsigned
      ? `{"${member}":${raw}}`
      : behaviour.memberFirst
        ? `{"${member}":${sent},${certSn}"sign":"${signature}"}`
        : `{${certSn}"sign":"${signature}", "${member}" : ${sent}}`;
    res.writeHead(200, { "content-type": "text/html;charset=utf-8" }).end(text);
  }

  const server = fakeServer((req, body, res) => {
    const params = Object.fromEntries(new URLSearchParams(body));
    const signatureValid =
      req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") === true &&
      verify(
        "sha256",
        Buffer.from(signContent(params)),
        app.publicKey,
        Buffer.from(params.sign ?? "", "base64"),
      );
    const biz = JSON.parse(params.biz_content ?? "{}");
    seen.push({ params, biz, signatureValid });
    if (!signatureValid) {
      return res.writeHead(200).end(
        JSON.stringify({
          error_response: {
            code: "40002",
            msg: "Invalid Arguments",
            sub_code: "isv.invalid-signature",
            sub_msg: "验签出错",
          },
        }),
      );
    }
    route((method, fields) => respond(res, method, fields), params.method, biz);
  });
  return { server, ...state };
}

/**
 * The adapter's configuration (public-key mode) against this fake, which
 * listens during the tests of the current `describe`: call `config()` inside
 * a test or a hook.
 */
export function alipayConfigFor(fake: { server: Server }): () => AlipayConfig {
  let config: AlipayConfig | undefined;
  listenDuringTests(fake.server, (baseUrl) => {
    config = {
      appId: APP_ID,
      privateKeyPem: pem(app.privateKey),
      alipayPublicKeyPem: pem(alipay.publicKey),
      gatewayUrl: `${baseUrl}/gateway.do`,
      sellerId: SELLER_ID,
    };
  });
  return () => config!;
}
