/**
 * Alipay's certificate mode ("公钥证书"): instead of bare public keys, the app
 * and Alipay each have a certificate issued under Alipay's root chain, and
 * every request names them by serial:
 *
 * - app_cert_sn: the MD5 (hex) of the app certificate's issuer DN, written as
 *   Java's X500Principal.getName() writes it (RFC 2253: the most specific
 *   attribute first, "CN=...,OU=...,O=...,C=CN"), followed by the certificate's
 *   serial number in decimal;
 * - alipay_root_cert_sn: the same SN of each RSA-signed certificate of the
 *   root chain file (the SM2 and ECDSA roots in it are skipped), joined with "_".
 *
 * Answers carry alipay_cert_sn, the SN of the Alipay certificate that signed
 * them; it must be the one we hold.
 */
import { createHash, createPublicKey, X509Certificate, type KeyObject } from "node:crypto";

/** PKCS#1 signature algorithms (sha1WithRSAEncryption, sha256WithRSAEncryption, ...) */
const RSA_SIGNATURE_OID = "1.2.840.113549.1.1.";

export interface AlipayCertificates {
  /** the app public key certificate (appCertPublicKey_<appid>.crt) */
  appCertPem: string;
  /** the Alipay public key certificate (alipayCertPublicKey_RSA2.crt) */
  alipayCertPem: string;
  /** Alipay's root certificates (alipayRootCert.crt) */
  rootCertPem: string;
}

export interface CertificateMode {
  appCertSn: string;
  rootCertSn: string;
  alipayCertSn: string;
  /** the key that signs Alipay's answers and notifications, from its certificate */
  alipayKey: KeyObject;
}

export function certificateMode(
  certificates: AlipayCertificates,
  appPrivateKey: KeyObject,
): CertificateMode {
  const app = firstCertificate(certificates.appCertPem, "the app certificate (ALIPAY_APP_CERT)");
  const alipay = firstCertificate(
    certificates.alipayCertPem,
    "the Alipay public certificate (ALIPAY_PUBLIC_CERT)",
  );
  const spki = (key: KeyObject) => key.export({ type: "spki", format: "der" }) as Buffer;
  if (!spki(app.publicKey).equals(spki(createPublicKey(appPrivateKey))))
    throw new Error(
      "Alipay: the app certificate (ALIPAY_APP_CERT) is not the certificate of the app private key",
    );
  const rootCertSn = rootCertificateSn(certificates.rootCertPem);
  if (!rootCertSn)
    throw new Error(
      "Alipay: the root certificate file (ALIPAY_ROOT_CERT) holds no RSA certificate",
    );
  return {
    appCertSn: certificateSn(app),
    rootCertSn,
    alipayCertSn: certificateSn(alipay),
    alipayKey: alipay.publicKey,
  };
}

/** md5(issuer DN as RFC 2253 + decimal serial number), lower-case hex */
export function certificateSn(certificate: X509Certificate): string {
  // Node writes the issuer one attribute a line, the most general first; RFC 2253 is the reverse
  // order, comma-separated.
  const issuer = certificate.issuer.split("\n").reverse().join(",");
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return createHash("md5")
    .update(issuer + serial, "utf8")
    .digest("hex");
}

/** the SNs of the RSA-signed certificates of a PEM bundle, joined with "_" */
export function rootCertificateSn(bundle: string): string {
  return pemBlocks(bundle)
    .map((pem) => new X509Certificate(pem))
    .filter((certificate) => signatureAlgorithmOid(certificate.raw).startsWith(RSA_SIGNATURE_OID))
    .map(certificateSn)
    .join("_");
}

function firstCertificate(pem: string, what: string): X509Certificate {
  const [first] = pemBlocks(pem);
  try {
    return new X509Certificate(first ?? pem);
  } catch {
    throw new Error(`Alipay: ${what} is not a PEM certificate`);
  }
}

function pemBlocks(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/**
 * The OID of Certificate.signatureAlgorithm (X.509: SEQUENCE { tbsCertificate, signatureAlgorithm,
 * signature }), read from the DER.
 */
export function signatureAlgorithmOid(der: Buffer): string {
  const certificate = tlv(der, 0);
  const tbs = tlv(der, certificate.start);
  const algorithm = tlv(der, tbs.end);
  const oid = tlv(der, algorithm.start);
  if (certificate.tag !== 0x30 || algorithm.tag !== 0x30 || oid.tag !== 0x06) return "";
  const bytes = der.subarray(oid.start, oid.end);
  const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

/** one DER tag-length-value at `offset`: its tag and where its content starts and ends */
function tlv(der: Buffer, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset];
  let length = der[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start++];
  }
  return { tag, start, end: start + length };
}
