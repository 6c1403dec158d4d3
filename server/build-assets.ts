/**
 * The browser's build (/build/...: scripts and styles whose names carry their content's hash), from
 * memory. A page's first load asks for some fifty of them; served by express.static through
 * compression() each one cost a stat, an open, a read and a compression of the same bytes again,
 * some 2 ms of the shop's CPU (decision 032). Here each file is read and compressed once, the first
 * time it is asked for in an encoding, and later answers copy bytes from memory. A file smaller
 * than compression()'s threshold is sent as it is, which costs less than compressing it.
 */
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** As compression()'s own default: below it, the headers of a compressed answer cost more. */
const SMALLEST_COMPRESSED = 1024;
// Brotli's quality 6: within a few per cent of its best for scripts, at a fraction of 11's cost.
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

type Encoding = "br" | "gzip" | "identity";

const ENCODE: Record<Exclude<Encoding, "identity">, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, BROTLI_OPTIONS),
  gzip: (bytes) => gzip(bytes, { level: 9 }),
};

/** Every file under `dir`, by its path under it as a URL names it ("/_shared/chunk-X.js"). */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return files; // no build yet: every request falls through
  }
  for (const name of names) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) files.set(`/${name.split(path.sep).join("/")}`, file);
  }
  return files;
}

/**
 * Middleware for the build folder `dir`, mounted at its URL prefix. Answers GET and HEAD for the
 * files it holds, in the best encoding the request accepts; anything else goes on. `reload()` reads
 * the folder's list again and forgets what it kept (a development rebuild).
 */
export function buildAssets(dir: string) {
  let files = filesUnder(dir);
  let kept = new Map<string, Promise<Buffer>>();

  function bytesOf(file: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding} ${file}`;
    let bytes = kept.get(key);
    if (!bytes) {
      bytes =
        encoding === "identity"
          ? readFile(file)
          : bytesOf(file, "identity").then(ENCODE[encoding]);
      // A failed read is not kept: the next request tries again.
      bytes.catch(() => kept.delete(key));
      kept.set(key, bytes);
    }
    return bytes;
  }

  async function answer(req: Request, res: Response, next: NextFunction) {
    const file = files.get(req.path);
    if (!file || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const raw = await bytesOf(file, "identity");
    // Brotli when accepted at all, whatever the order the browser lists its encodings in.
    const encoding: Encoding =
      raw.length < SMALLEST_COMPRESSED
        ? "identity"
        : req.acceptsEncodings("br")
          ? "br"
          : req.acceptsEncodings("gzip")
            ? "gzip"
            : "identity";
    const body = await bytesOf(file, encoding);
    res.type(path.extname(file));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    answer(req, res, next).catch(next);
  };
  return Object.assign(middleware, {
    reload() {
      files = filesUnder(dir);
      kept = new Map();
    },
  });
}
