/**
 * Picks the gateway of each payment method from the environment: the real
 * one when all of its settings are present, else the sandbox where it may
 * run. Key settings take the PEM text itself or, with the _FILE suffix, a
 * path to it.
 *
 * The sandbox signs its notifications with a secret nobody else knows:
 * PAYMENT_SANDBOX_SECRET, or one generated into the data folder. In
 * production it runs only when chosen (PAYMENT_SANDBOX=1); otherwise a method
 * without a real gateway is unavailable.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../../db/client";
import { createAlipayGateway, type AlipayConfig } from "./alipay/index";
import { createSandboxGateway, type SandboxDeps } from "./sandbox/index";
import type { GatewayName, PaymentGateway } from "./types";
import { createWechatPayGateway, type WechatPayConfig } from "./wechatpay/index";

export type PaymentMethod = "alipay" | "wechat";

type Env = Record<string, string | undefined>;

export interface GatewayConfig {
  wechatpay: WechatPayConfig | null;
  alipay: AlipayConfig | null;
  /** null: the sandbox may not run here (production without PAYMENT_SANDBOX=1) */
  sandbox: { secret: string; merchant: string } | null;
}

export interface Gateways {
  /** null when the method has no gateway that may take payments here */
  forMethod(method: PaymentMethod): PaymentGateway | null;
  byName(name: GatewayName): PaymentGateway | undefined;
}

/** The settings read here, for the README. */
export const paymentEnvVars = [
  "WECHATPAY_MCHID",
  "WECHATPAY_APPID",
  "WECHATPAY_SERIAL_NO",
  "WECHATPAY_PRIVATE_KEY (or WECHATPAY_PRIVATE_KEY_FILE)",
  "WECHATPAY_API_V3_KEY",
  "WECHATPAY_PUBLIC_KEY (or WECHATPAY_PUBLIC_KEY_FILE) and WECHATPAY_PUBLIC_KEY_ID (public-key mode; unset: platform certificates are downloaded)",
  "WECHATPAY_BASE_URL (optional)",
  "WECHATPAY_JSAPI_APPID (optional: the official account's app id for JSAPI in WeChat's browser; unset: WECHATPAY_APPID)",
  "WECHAT_MINIPROGRAM_APPID (optional: the mini-program's app id; unset: the mini-program cannot pay)",
  "WECHAT_OA_SECRET (optional: the official account's AppSecret, for the buyer's openid by silent OAuth)",
  "ALIPAY_APP_ID",
  "ALIPAY_PRIVATE_KEY (or ALIPAY_PRIVATE_KEY_FILE)",
  "ALIPAY_PUBLIC_KEY (or ALIPAY_PUBLIC_KEY_FILE), or in certificate mode ALIPAY_APP_CERT, ALIPAY_PUBLIC_CERT and ALIPAY_ROOT_CERT (PEM or a path)",
  "ALIPAY_SELLER_ID",
  "ALIPAY_GATEWAY_URL (optional)",
  "PAYMENT_SANDBOX (1: the sandbox may run in production)",
  "PAYMENT_SANDBOX_SECRET",
  "SHOP_MERCHANT_NAME",
] as const;

const DEFAULT_MERCHANT = "醇境酒窖 Vintry";

export function sandboxAllowed(env: Env): boolean {
  return env.NODE_ENV !== "production" || env.PAYMENT_SANDBOX === "1";
}

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  return {
    wechatpay: readWechatPay(env),
    alipay: readAlipay(env),
    sandbox: sandboxAllowed(env)
      ? {
          secret: env.PAYMENT_SANDBOX_SECRET || generatedSecret(env),
          merchant: env.SHOP_MERCHANT_NAME || DEFAULT_MERCHANT,
        }
      : null,
  };
}

/** A random secret kept in the data folder, made on first use (as the session secret is). */
function generatedSecret(env: Env): string {
  const dir = env.DATA_DIR ?? path.resolve(".data");
  const file = path.join(dir, "sandbox-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not made yet
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface GatewayWiring {
  db: Db;
  env?: Env;
  /** hands a sandbox notification to this service's own receiver, in process */
  deliverSandboxNotice?: SandboxDeps["deliver"];
  /** the same for the sandbox's refund notifications */
  deliverSandboxRefundNotice?: SandboxDeps["deliverRefund"];
}

export function createGateways({
  db,
  env = process.env,
  deliverSandboxNotice,
  deliverSandboxRefundNotice,
}: GatewayWiring): Gateways {
  const config = readGatewayConfig(env);
  const sandbox = config.sandbox
    ? createSandboxGateway({
        db,
        ...config.sandbox,
        deliver: deliverSandboxNotice,
        deliverRefund: deliverSandboxRefundNotice,
      })
    : undefined;
  const wechatpay = config.wechatpay ? createWechatPayGateway(config.wechatpay) : undefined;
  const alipay = config.alipay ? createAlipayGateway(config.alipay) : undefined;
  const byName: Record<GatewayName, PaymentGateway | undefined> = { sandbox, wechatpay, alipay };
  const forMethod = (method: PaymentMethod) =>
    (method === "wechat" ? wechatpay : alipay) ?? sandbox ?? null;
  const methods = ["wechat", "alipay"] as const;
  const sandboxed = methods.filter((method) => sandbox && forMethod(method) === sandbox);
  const unavailable = methods.filter((method) => !forMethod(method));
  if (env.NODE_ENV === "production" && sandboxed.length > 0) {
    const line = "!".repeat(78);
    console.warn(
      `${line}\n[payments] SANDBOX: ${sandboxed.join(" and ")} payments are NOT REAL. Buyers "pay" in the sandbox wallet and no money moves.\n[payments] Configure the real gateways (see the README) before selling.\n${line}`,
    );
  }
  if (unavailable.length > 0) {
    console.warn(
      `[payments] ${unavailable.join(" and ")} cannot take payments: no gateway is configured and the sandbox is off in production (PAYMENT_SANDBOX=1 turns it on)`,
    );
  }
  return { forMethod, byName: (name) => byName[name] };
}

function readWechatPay(env: Env): WechatPayConfig | null {
  const set = requiredSettings(env, "WeChat Pay", [
    "WECHATPAY_MCHID",
    "WECHATPAY_APPID",
    "WECHATPAY_SERIAL_NO",
    "WECHATPAY_PRIVATE_KEY",
    "WECHATPAY_API_V3_KEY",
  ]);
  if (!set) return null;
  // Public-key mode takes the key and its id together; without either, the platform certificates
  // are downloaded.
  const publicKey = textOrFile(env, "WECHATPAY_PUBLIC_KEY");
  const publicKeyId = env.WECHATPAY_PUBLIC_KEY_ID || undefined;
  if (!publicKey !== !publicKeyId)
    throw new Error(
      "WeChat Pay: set WECHATPAY_PUBLIC_KEY with WECHATPAY_PUBLIC_KEY_ID (PUB_KEY_ID_...), or neither to use platform certificates",
    );
  return {
    mchid: set.WECHATPAY_MCHID,
    appid: set.WECHATPAY_APPID,
    serialNo: set.WECHATPAY_SERIAL_NO,
    privateKeyPem: set.WECHATPAY_PRIVATE_KEY,
    apiV3Key: set.WECHATPAY_API_V3_KEY,
    platformPublicKeyPem: publicKey,
    platformSerial: publicKeyId,
    baseUrl: env.WECHATPAY_BASE_URL || undefined,
    jsapiAppid: env.WECHATPAY_JSAPI_APPID || undefined,
    miniProgramAppid: env.WECHAT_MINIPROGRAM_APPID || undefined,
    oaSecret: env.WECHAT_OA_SECRET || undefined,
  };
}

const ALIPAY_CERTIFICATES = ["ALIPAY_APP_CERT", "ALIPAY_PUBLIC_CERT", "ALIPAY_ROOT_CERT"] as const;

function readAlipay(env: Env): AlipayConfig | null {
  // Certificate mode as soon as one certificate is named; public-key mode otherwise.
  const certificateMode = ALIPAY_CERTIFICATES.some((name) => env[name] || env[`${name}_FILE`]);
  const set = requiredSettings<string>(env, "Alipay", [
    "ALIPAY_APP_ID",
    "ALIPAY_PRIVATE_KEY",
    ...(certificateMode ? ALIPAY_CERTIFICATES : ["ALIPAY_PUBLIC_KEY"]),
  ]);
  if (!set) return null;
  if (!env.ALIPAY_SELLER_ID)
    throw new Error(
      "Alipay: ALIPAY_SELLER_ID is required: the shop's own Alipay PID (2088 and 12 digits), checked on every notification and answer",
    );
  const certificate = (name: string) => pemOrPath(set[name], name);
  return {
    appId: set.ALIPAY_APP_ID,
    privateKeyPem: set.ALIPAY_PRIVATE_KEY,
    ...(certificateMode
      ? {
          certificates: {
            appCertPem: certificate("ALIPAY_APP_CERT"),
            alipayCertPem: certificate("ALIPAY_PUBLIC_CERT"),
            rootCertPem: certificate("ALIPAY_ROOT_CERT"),
          },
        }
      : { alipayPublicKeyPem: set.ALIPAY_PUBLIC_KEY }),
    gatewayUrl: env.ALIPAY_GATEWAY_URL || undefined,
    sellerId: env.ALIPAY_SELLER_ID,
  };
}

/** a certificate setting: the PEM text itself, or the path of its file */
function pemOrPath(value: string, name: string): string {
  if (value.includes("-----BEGIN")) return value;
  try {
    return readFileSync(value.trim(), "utf8");
  } catch (error) {
    throw new Error(
      `${name}: neither a PEM certificate nor a readable file (${(error as Error).message})`,
    );
  }
}

/**
 * All the settings, or null when none or only some are set. A half-done
 * configuration is said out loud, since it silently means the sandbox.
 */
function requiredSettings<Name extends string>(
  env: Env,
  gateway: string,
  names: Name[],
): Record<Name, string> | null {
  const values = Object.fromEntries(names.map((name) => [name, textOrFile(env, name)])) as Record<
    Name,
    string | undefined
  >;
  const missing = names.filter((name) => !values[name]);
  if (missing.length === 0) return values as Record<Name, string>;
  if (missing.length < names.length)
    console.warn(
      `[payments] ${gateway} is partly configured (missing ${missing.join(", ")}): its payments go to the sandbox`,
    );
  return null;
}

/** the setting's text, or the content of the file its _FILE twin names */
function textOrFile(env: Env, name: string): string | undefined {
  if (env[name]) return env[name];
  const file = env[`${name}_FILE`];
  return file ? readFileSync(file, "utf8") : undefined;
}
