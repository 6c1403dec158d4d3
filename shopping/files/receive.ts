/**
 * Reads a multipart upload with busboy, straight to a temporary file: at most
 * 5 MB is ever read into the file and nothing is held in memory beyond a
 * chunk. The type is sniffed from the first bytes as they arrive, so a
 * non-picture is refused before the rest is read. A body declared larger
 * than the limit is refused before reading anything. A client that goes away
 * halfway leaves nothing behind: the file is closed and removed at once (and a
 * partial file a crash left is swept later, partial-uploads.ts).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, unlink } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Request } from "express";
import { BusinessError } from "../http/envelope";
import { PARTIAL_UPLOAD_PREFIX } from "./partial-uploads";
import { SNIFF_BYTES, sniffFile, type FileType } from "./sniff";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** room for the multipart boundaries and the few small extra fields */
const FORM_OVERHEAD = 64 * 1024;

export interface ReceivedFile {
  tempPath: string;
  size: number;
  type: FileType;
}

export interface Received {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

export async function receiveUpload(req: Request, dir: string): Promise<Received> {
  if (!req.is("multipart/form-data")) throw new BusinessError(400, "upload_form");
  if (Number(req.header("content-length")) > MAX_UPLOAD_BYTES + FORM_OVERHEAD)
    throw refuse(req, 413, "file_too_large");
  await mkdir(dir, { recursive: true, mode: 0o755 });
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fileSize: MAX_UPLOAD_BYTES + 1,
          fields: 10,
          fieldSize: 1024,
          parts: 12,
        },
      });
    } catch {
      return reject(new BusinessError(400, "upload_form"));
    }
    const fields: Record<string, string> = {};
    let saving: Promise<ReceivedFile> | null = null;
    let receiving: Readable | null = null;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // the rest of the body is discarded, not read into memory
      // The file's part will never end now: end it, so that saving closes and removes its file.
      receiving?.destroy(error instanceof Error ? error : new Error(String(error)));
      void saving
        ?.then(
          (f) => unlink(f.tempPath),
          () => undefined,
        )
        .catch(() => undefined);
      // A licence (its purpose sent before the file) is told what a licence may be.
      const key =
        error instanceof BusinessError &&
        error.messageKey === "file_type" &&
        fields.purpose === "license"
          ? "licence_type"
          : (error as BusinessError).messageKey;
      reject(error instanceof BusinessError ? refuse(req, error.status, key) : error);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      if (name !== "file" || saving) return void stream.resume();
      receiving = stream;
      saving = saveImage(stream, dir);
      saving.catch(fail);
    });
    parser.on("error", () => fail(new BusinessError(400, "upload_form")));
    parser.on("close", () => {
      (saving ?? Promise.resolve(null)).then((file) => {
        if (!settled) {
          settled = true;
          resolve({ file, fields });
        }
      }, fail);
    });
    // The client went away before the body's end (a closed tab, a lost network): nobody is left to
    // read an answer, and it is no fault of the shop's.
    const aborted = () => fail(new BusinessError(400, "upload_aborted"));
    req.on("error", aborted);
    req.on("close", () => {
      if (!req.complete) aborted();
    });
    req.pipe(parser);
  });
}

/**
 * The client may still be sending: answer, then close the connection instead of reading the rest.
 */
function refuse(req: Request, status: number, key: string): BusinessError {
  req.res?.setHeader("Connection", "close");
  return new BusinessError(status, key);
}

async function saveImage(
  stream: Readable & { truncated?: boolean },
  dir: string,
): Promise<ReceivedFile> {
  const tempPath = path.join(dir, `${PARTIAL_UPLOAD_PREFIX}${randomBytes(12).toString("hex")}`);
  const gate = new SniffGate();
  // busboy stops at fileSize (the limit + 1 byte): past 5 MB, give up at once instead of reading
  // on.
  stream.once("limit", () => gate.destroy(new BusinessError(413, "file_too_large")));
  const file = createWriteStream(tempPath, { flags: "wx", mode: 0o644 });
  try {
    await pipeline(stream, gate, file);
    if (stream.truncated) throw new BusinessError(413, "file_too_large");
    if (!gate.type)
      throw new BusinessError(
        gate.size === 0 ? 400 : 415,
        gate.size === 0 ? "file_missing" : "file_type",
      );
    // The mode given at creation is narrowed by the umask; pictures are plain readable files, never
    // executable.
    await chmod(tempPath, 0o644);
    return { tempPath, size: gate.size, type: gate.type };
  } catch (error) {
    stream.resume();
    // A refusal can come before the file is even open: its opening would then create it after the
    // unlink. Closed first, it is gone for good.
    if (!file.closed) await once(file, "close").catch(() => undefined);
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
}

/** Passes the bytes through once the first ones say JPEG, PNG, WebP or PDF; fails on anything else. */
class SniffGate extends Transform {
  type: FileType | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide(done);
  }

  _flush(done: TransformCallback): void {
    if (this.type || this.headLength === 0) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffFile(head);
    if (!this.type) return done(new BusinessError(415, "file_type"));
    done(null, head);
  }
}
