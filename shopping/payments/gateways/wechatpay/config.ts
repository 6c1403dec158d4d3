export interface WechatPayConfig {
  mchid: string;
  appid: string;
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
