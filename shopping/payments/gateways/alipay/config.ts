import type { AlipayCertificates } from "./certificates";

export interface AlipayConfig {
  appId: string;
  /** the app private key: PEM, or the bare base64 Alipay's key tool gives */
  privateKeyPem: string;
  /** public-key mode: the Alipay public key (not the app public key) */
  alipayPublicKeyPem?: string;
  /** certificate mode, instead of alipayPublicKeyPem */
  certificates?: AlipayCertificates;
  gatewayUrl?: string;
  /**
   * the shop's own Alipay user id (PID, 2088 and 12 digits): notifications and answers for another
   * seller are refused
   */
  sellerId: string;
}
