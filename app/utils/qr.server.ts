/**
 * The payment's QR code, drawn on the server as inline SVG (no script, no
 * image request): black on white with a quiet zone, so any phone camera
 * reads it. `qrcode` is CommonJS and server-only, hence this file's name.
 */
import QRCode from "qrcode";

export async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // The wrapper is the accessible image; the SVG fills it.
  return svg.replace(
    "<svg ",
    '<svg width="100%" height="100%" aria-hidden="true" focusable="false" ',
  );
}

/** The same code as a PNG picture (a data: URL), which a phone can save and scan from its album. */
export function qrPng(text: string): Promise<string> {
  return QRCode.toDataURL(text, {
    type: "image/png",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 464,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
