/**
 * The file types we accept, told by their first bytes: never by the name or the declared type.
 * Pictures for every purpose; a PDF only as a business licence (files/upload.ts decides).
 */
export interface ImageType {
  mime: "image/jpeg" | "image/png" | "image/webp";
  ext: "jpg" | "png" | "webp";
}
export interface DocumentType {
  mime: "application/pdf";
  ext: "pdf";
}
export type FileType = ImageType | DocumentType;

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(head: Uint8Array): ImageType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (starts(PNG)) return { mime: "image/png", ext: "png" };
  if (starts([...Buffer.from("RIFF")]) && starts([...Buffer.from("WEBP")], 8))
    return { mime: "image/webp", ext: "webp" };
  return null;
}

/** A picture, or a PDF (which begins with "%PDF-"). */
export function sniffFile(head: Uint8Array): FileType | null {
  const image = sniffImage(head);
  if (image) return image;
  const pdf = [...Buffer.from("%PDF-")];
  return pdf.every((b, i) => head[i] === b) ? { mime: "application/pdf", ext: "pdf" } : null;
}
