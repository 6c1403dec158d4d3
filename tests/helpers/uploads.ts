/** Multipart uploads to the service, as the storefront sends them. */
import type { UploadResult } from "../../contract/accounts";
import type { Answer, RunningService } from "./service";

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n",
);

export async function uploadFile(
  svc: RunningService,
  bytes: Buffer,
  opts: { token: string; purpose: string; name?: string; type?: string; lang?: string },
): Promise<Answer<UploadResult>> {
  const form = new FormData();
  form.append("purpose", opts.purpose);
  form.append(
    "file",
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? "application/octet-stream" }),
    opts.name ?? "licence.bin",
  );
  const res = await fetch(`${svc.base}/file/file/upload`, {
    method: "POST",
    headers: { authorization: opts.token, "accept-language-id": opts.lang ?? "ch" },
    body: form,
  });
  const raw = await res.text();
  const json = JSON.parse(raw.startsWith(")]}',\n") ? raw.slice(6) : raw);
  return { http: res.status, raw, ...json };
}
