/**
 * Picks the gateway of each payment method from the environment: the real
 * one when all of its settings are present, else the sandbox. Key settings
 * take the PEM text itself or, with the _FILE suffix, a path to it.
 */
import { readFileSync } from "node:fs";
import type { Db } from "../../db/client";
import { createAlipayGateway, type AlipayConfig } from "./alipay";
import { createSandboxGateway } from "./sandbox";
import type { GatewayName, PaymentGateway } from "./types";
import { createWechatPayGateway, type WechatPayConfig } from "./wechatpay";

export type PaymentMethod = "alipay" | "wechat";

type Env = Record<string, string | undefined>;

export interface GatewayConfig {
  wechatpay: WechatPayConfig | null;
  alipay: AlipayConfig | null;
  sandbox: { secret: string; merchant: string };
}

export interface Gateways {
  forMethod(method: PaymentMethod): PaymentGateway;
  byName(name: GatewayName): PaymentGateway | undefined;
}

/** The settings read here, for the README. */
export const paymentEnvVars = [
  "WECHATPAY_MCHID",
  "WECHATPAY_APPID",
  "WECHATPAY_SERIAL_NO",
  "WECHATPAY_PRIVATE_KEY (or WECHATPAY_PRIVATE_KEY_FILE)",
  "WECHATPAY_API_V3_KEY",
  "WECHATPAY_PLATFORM_PUBLIC_KEY (or WECHATPAY_PLATFORM_PUBLIC_KEY_FILE)",
  "WECHATPAY_PLATFORM_SERIAL (optional)",
  "WECHATPAY_BASE_URL (optional)",
  "ALIPAY_APP_ID",
  "ALIPAY_PRIVATE_KEY (or ALIPAY_PRIVATE_KEY_FILE)",
  "ALIPAY_PUBLIC_KEY (or ALIPAY_PUBLIC_KEY_FILE)",
  "ALIPAY_GATEWAY_URL (optional)",
  "ALIPAY_SELLER_ID (optional)",
  "PAYMENT_SANDBOX_SECRET",
  "SHOP_MERCHANT_NAME",
] as const;

const DEV_SANDBOX_SECRET = "vintry-sandbox-development-secret";
const DEFAULT_MERCHANT = "醇境酒窖 Vintry";

let warnedAboutSandboxSecret = false;

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  if (env.NODE_ENV === "production" && !env.PAYMENT_SANDBOX_SECRET && !warnedAboutSandboxSecret) {
    warnedAboutSandboxSecret = true;
    console.warn("[payments] PAYMENT_SANDBOX_SECRET is not set: sandbox notifications are signed with a development secret anyone can read");
  }
  return {
    wechatpay: readWechatPay(env),
    alipay: readAlipay(env),
    sandbox: { secret: env.PAYMENT_SANDBOX_SECRET || DEV_SANDBOX_SECRET, merchant: env.SHOP_MERCHANT_NAME || DEFAULT_MERCHANT },
  };
}

export function createGateways({ db, env = process.env }: { db: Db; env?: Env }): Gateways {
  const config = readGatewayConfig(env);
  const sandbox = createSandboxGateway({ db, ...config.sandbox });
  const wechatpay = config.wechatpay ? createWechatPayGateway(config.wechatpay) : undefined;
  const alipay = config.alipay ? createAlipayGateway(config.alipay) : undefined;
  const byName: Record<GatewayName, PaymentGateway | undefined> = { sandbox, wechatpay, alipay };
  const forMethod = (method: PaymentMethod) => (method === "wechat" ? wechatpay : alipay) ?? sandbox;
  const sandboxed = (["wechat", "alipay"] as const).filter((method) => forMethod(method) === sandbox);
  if (env.NODE_ENV === "production" && sandboxed.length > 0) {
    console.warn(`[payments] ${sandboxed.join(" and ")} payments go to the sandbox: buyers can pay without money`);
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
    "WECHATPAY_PLATFORM_PUBLIC_KEY",
  ]);
  if (!set) return null;
  return {
    mchid: set.WECHATPAY_MCHID,
    appid: set.WECHATPAY_APPID,
    serialNo: set.WECHATPAY_SERIAL_NO,
    privateKeyPem: set.WECHATPAY_PRIVATE_KEY,
    apiV3Key: set.WECHATPAY_API_V3_KEY,
    platformPublicKeyPem: set.WECHATPAY_PLATFORM_PUBLIC_KEY,
    platformSerial: env.WECHATPAY_PLATFORM_SERIAL || undefined,
    baseUrl: env.WECHATPAY_BASE_URL || undefined,
  };
}

function readAlipay(env: Env): AlipayConfig | null {
  const set = requiredSettings(env, "Alipay", ["ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY"]);
  if (!set) return null;
  return {
    appId: set.ALIPAY_APP_ID,
    privateKeyPem: set.ALIPAY_PRIVATE_KEY,
    alipayPublicKeyPem: set.ALIPAY_PUBLIC_KEY,
    gatewayUrl: env.ALIPAY_GATEWAY_URL || undefined,
    sellerId: env.ALIPAY_SELLER_ID || undefined,
  };
}

/**
 * All the settings, or null when none or only some are set. A half-done
 * configuration is said out loud, since it silently means the sandbox.
 */
function requiredSettings<Name extends string>(env: Env, gateway: string, names: Name[]): Record<Name, string> | null {
  const values = Object.fromEntries(names.map((name) => [name, textOrFile(env, name)])) as Record<Name, string | undefined>;
  const missing = names.filter((name) => !values[name]);
  if (missing.length === 0) return values as Record<Name, string>;
  if (missing.length < names.length) console.warn(`[payments] ${gateway} is partly configured (missing ${missing.join(", ")}): its payments go to the sandbox`);
  return null;
}

/** the setting's text, or the content of the file its _FILE twin names */
function textOrFile(env: Env, name: string): string | undefined {
  if (env[name]) return env[name];
  const file = env[`${name}_FILE`];
  return file ? readFileSync(file, "utf8") : undefined;
}
