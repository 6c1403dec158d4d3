/**
 * Every route that reads a multipart body declares the body it takes (`handle.body`), which the
 * server's limits are derived from (server/request-body.ts): an upload route that forgot it would
 * take no file at all. Read from the sources, so a new route is checked the day it is added.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve("app/routes");
const READS_FILES = /\b(readUploadForm|readPhotoForm|unstable_parseMultipartFormData)\(/;
const DECLARES_FILES = /\bbody: "(upload|photoForm)"/;

/** Each route: its module file and every file of its folder. */
function routes(): { module: string; files: string[] }[] {
  return readdirSync(ROUTES).map((name) => {
    const entry = path.join(ROUTES, name);
    if (!statSync(entry).isDirectory()) return { module: entry, files: [entry] };
    const files = readdirSync(entry).map((file) => path.join(entry, file));
    return { module: files.find((f) => /\/route\.tsx?$/.test(f)) ?? entry, files };
  });
}

describe("upload routes", () => {
  const all = routes();
  const readingFiles = all.filter((r) =>
    r.files.some((f) => READS_FILES.test(readFileSync(f, "utf8"))),
  );

  it("are found (the avatar, pictures, licence, refund and review forms)", () => {
    expect(readingFiles.map((r) => path.relative(ROUTES, r.module)).sort()).toEqual([
      "user.avatar.tsx",
      "user.info/route.tsx",
      "user.myInvoiceHeader.licence.tsx",
      "user.order.$id_.evaluate/route.tsx",
      "user.order.$id_.refund/route.tsx",
      "user.photo.tsx",
    ]);
  });

  it.each(readingFiles.map((r) => [path.relative(ROUTES, r.module)]))(
    "%s declares the body it takes",
    (module) => {
      expect(readFileSync(path.join(ROUTES, module), "utf8")).toMatch(DECLARES_FILES);
    },
  );
});
