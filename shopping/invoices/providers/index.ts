/**
 * Where issued invoices come from, like the logistics providers: an interface, and the local
 * provider by default, which keeps the document the operator downloaded from the tax platform and
 * uploaded with its number (npm run ops -- issue-invoice). A provider that issues through a tax
 * platform's API would implement the same two calls.
 */
import { createReadStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { readShoppingConfig } from "../../config";

export interface IssuedDocument {
  /** the provider's reference of the document, kept with the request */
  ref: string;
  mime: InvoiceDocumentMime;
}

export type InvoiceDocumentMime = "application/pdf" | "application/ofd";

export interface InvoiceProvider {
  name: string;
  /** keeps the issued document's bytes; answers its reference */
  store(bytes: Buffer, mime: InvoiceDocumentMime): Promise<IssuedDocument>;
  /** the document's bytes, or null when it is gone */
  open(ref: string): Readable | null;
}

/** PDF ("%PDF-") or OFD (a ZIP container, GB/T 33190), told by the first bytes. */
export function sniffInvoiceDocument(bytes: Buffer): InvoiceDocumentMime | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  // An OFD package names its entry file OFD.xml at its root.
  return zip && bytes.includes(Buffer.from("OFD.xml")) ? "application/ofd" : null;
}

const REF = /^[a-f0-9]{32}\.(pdf|ofd)$/;

export function localInvoiceProvider(dir = path.join(readShoppingConfig().dataDir, "invoices")) {
  const provider: InvoiceProvider = {
    name: "local",
    async store(bytes, mime) {
      await mkdir(dir, { recursive: true, mode: 0o755 });
      const ref = `${randomBytes(16).toString("hex")}.${mime === "application/pdf" ? "pdf" : "ofd"}`;
      await writeFile(path.join(dir, ref), bytes, { flag: "wx", mode: 0o644 });
      return { ref, mime };
    },
    open(ref) {
      if (!REF.test(ref)) return null;
      return createReadStream(path.join(dir, ref));
    },
  };
  return provider;
}
