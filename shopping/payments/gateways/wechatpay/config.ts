export interface WechatPayConfig {
  mchid: string;
  /** the app the QR (Native) and phone (H5) payments are made under */
  appid: string;
  /** JSAPI in WeChat's browser: the official account's app id; unset: `appid` */
  jsapiAppid?: string;
  /** JSAPI in the mini-program: the mini-program's app id; unset: no mini-program payments */
  miniProgramAppid?: string;
  /** the official account's AppSecret, for its silent OAuth (the buyer's openid: oauth.ts) */
  oaSecret?: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  /** the merchant API private key (apiclient_key.pem) */
  privateKeyPem: string;
  /** 32 characters, set in the merchant platform */
  apiV3Key: string;
  /**
   * Public-key mode: the WeChat Pay public key and its id (PUB_KEY_ID_...), both or neither.
   * Without them the platform certificates are downloaded and rotated (platform-keys.ts).
   * Either way an answer or notification is checked with the key its Wechatpay-Serial names.
   */
  platformPublicKeyPem?: string;
  platformSerial?: string;
  baseUrl?: string;
}

/** every app id the shop's trades are made under: a notification for another app is refused */
export function shopAppIds(config: WechatPayConfig): string[] {
  return [config.appid, config.jsapiAppid, config.miniProgramAppid].filter(
    (appid): appid is string => Boolean(appid),
  );
}
