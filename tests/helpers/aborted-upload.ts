/**
 * An upload that the client abandons halfway (a closed tab, a phone that lost its network): the
 * request says how long its body is, sends part of it, then closes the connection. And what such
 * uploads could leave behind in a process: its open descriptors, and partial files.
 */
import { randomBytes } from "node:crypto";
import { connect } from "node:net";

/** A JPEG's first bytes and `size` bytes in all: what a phone's photo looks like to a server. */
export function photoBytes(size: number): Buffer {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ]);
  return Buffer.concat([head, randomBytes(size - head.length - 2), Buffer.from([0xff, 0xd9])]);
}

export interface AbortedUpload {
  url: URL;
  headers?: Record<string, string>;
  /** fields sent before the file */
  fields?: Record<string, string>;
  /** the file's field name */
  fileField?: string;
  file: Buffer;
  /** how much of the file is sent before the connection closes */
  sendBytes: number;
  /** resolves when the server has had enough of the upload to act on it */
  received?: () => Promise<void>;
}

export async function abortedUpload(upload: AbortedUpload): Promise<void> {
  const boundary = `----abort${randomBytes(8).toString("hex")}`;
  const fieldParts = Object.entries(upload.fields ?? {}).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fieldParts.join("")}--${boundary}\r\ncontent-disposition: form-data; name="${upload.fileField ?? "file"}"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + upload.file.length + tail.length;
  const socket = connect(Number(upload.url.port), upload.url.hostname);
  socket.on("error", () => {});
  socket.on("data", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  const headers = Object.entries({
    host: upload.url.host,
    "content-type": `multipart/form-data; boundary=${boundary}`,
    "content-length": String(length),
    ...upload.headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${upload.url.pathname}${upload.url.search} HTTP/1.1\r\n${headers}\r\n`);
  socket.write(head);
  await new Promise<void>((resolve) =>
    socket.write(upload.file.subarray(0, upload.sendBytes), () => resolve()),
  );
  await (upload.received?.() ?? new Promise((resolve) => setTimeout(resolve, 50)));
  socket.destroy();
}

export { openDescriptors } from "../../shopping/testing/descriptors";

/** Polls `check` until it holds or `ms` pass; answers whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
