/** Uploading pictures and the image echo path. */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadResult, UserProfile } from "../../contract/accounts";
import { uploads } from "../../shopping/db/schema";
import { api, snapshot } from "../helpers/accounts";
import { backends, startService, type Answer, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const UPLOAD = "/file/file/upload";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
  Buffer.alloc(14),
]);

function parse(raw: string, http: number): Answer {
  const json = JSON.parse(raw.startsWith(")]}',\n") ? raw.slice(6) : raw);
  return { http, raw, ...json };
}

describe.each(backends())("uploads on %s", (backend) => {
  let svc: RunningService;
  let dir: string;
  const saved = process.env.UPLOAD_DIR;
  const db = () => svc.database.db;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "shop-uploads-"));
    process.env.UPLOAD_DIR = dir;
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
    if (saved === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = saved;
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(
    bytes: Buffer,
    opts: {
      token?: string;
      name?: string;
      type?: string;
      purpose?: string | null;
      lang?: string;
    } = {},
  ): Promise<Answer<UploadResult>> {
    const form = new FormData();
    if (opts.purpose !== null) form.append("purpose", opts.purpose ?? "avatar");
    form.append(
      "file",
      new Blob([new Uint8Array(bytes)], { type: opts.type ?? "image/png" }),
      opts.name ?? "x.png",
    );
    const headers: Record<string, string> = { "accept-language-id": opts.lang ?? "ch" };
    if (opts.token) headers.authorization = opts.token;
    const res = await fetch(svc.base + UPLOAD, { method: "POST", headers, body: form });
    return parse(await res.text(), res.status);
  }

  const files = async () => (await readdir(dir)).sort();

  it("stores a PNG under a random name, sets the avatar and echoes it back", async () => {
    const { token } = await createUser(db());
    const a = await upload(PNG, { token, name: "holiday photo.png" });
    expect(a).toMatchObject({ http: 200, code: 200 });
    expect(a.data.fileName).toMatch(/^[a-f0-9]{32}\.png$/);
    const info = await stat(path.join(dir, a.data.fileName));
    expect(info.mode & 0o777).toBe(0o644);
    const [row] = await db().select().from(uploads).where(eq(uploads.fileName, a.data.fileName));
    expect(row).toMatchObject({ mime: "image/png", size: PNG.length, purpose: "avatar" });
    expect((await api<UserProfile>(svc, "/user/user/getUserInfo", { token })).data.avatar).toBe(
      a.data.fileName,
    );

    const echo = await fetch(`${svc.base}/file/file/echo?fileName=${a.data.fileName}`);
    expect(echo.status).toBe(200);
    expect(echo.headers.get("content-type")).toBe("image/png");
    expect(echo.headers.get("x-content-type-options")).toBe("nosniff");
    expect(echo.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(echo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await echo.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("tells JPEG and WebP by their bytes, whatever the name and declared type say", async () => {
    const { token } = await createUser(db());
    const jpeg = await upload(JPEG, {
      token,
      name: "a.png",
      type: "image/png",
      purpose: "license",
    });
    expect(jpeg.data.fileName).toMatch(/\.jpg$/);
    const webp = await upload(WEBP, {
      token,
      name: "b.gif",
      type: "application/octet-stream",
      purpose: "review",
    });
    expect(webp.data.fileName).toMatch(/\.webp$/);
    expect(
      (await fetch(`${svc.base}/file/file/echo?fileName=${webp.data.fileName}`)).headers.get(
        "content-type",
      ),
    ).toBe("image/webp");
    // A licence picture does not touch the avatar.
    expect(
      (await api<UserProfile>(svc, "/user/user/getUserInfo", { token })).data.avatar,
    ).toBeNull();
  });

  it("refuses a script named x.png with 415 and keeps nothing", async () => {
    const { token } = await createUser(db());
    const before = { rows: await snapshot(db(), { uploads }), files: await files() };
    for (const bytes of [
      Buffer.from("#!/bin/sh\necho pwned\n"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      Buffer.from("GIF89a\x01\x00\x01\x00"),
    ]) {
      const a = await upload(bytes, { token, name: "x.png", type: "image/png", lang: "en" });
      expect(a).toMatchObject({ http: 200, code: 415, message: "only JPEG, PNG or WebP pictures" });
    }
    expect({ rows: await snapshot(db(), { uploads }), files: await files() }).toEqual(before);
  });

  it("refuses a 6 MB body with 413 before reading it, and keeps nothing", async () => {
    const { token } = await createUser(db());
    const before = { rows: await snapshot(db(), { uploads }), files: await files() };
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const a = await upload(big, { token });
    expect(a).toMatchObject({ http: 413, code: 413, message: "文件不能超过5MB" });
    expect({ rows: await snapshot(db(), { uploads }), files: await files() }).toEqual(before);
  });

  it("stops a streamed upload (no Content-Length) at 5 MB with 413, and keeps nothing", async () => {
    const { token } = await createUser(db());
    const before = { rows: await snapshot(db(), { uploads }), files: await files() };
    const boundary = "----shop-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(PNG);
      },
      pull(controller) {
        if (sent >= 6 * 1024 * 1024) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(svc.base + UPLOAD, {
      method: "POST",
      headers: {
        authorization: token,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "accept-language-id": "en",
      },
      body,
      duplex: "half",
    } as RequestInit);
    const a = parse(await res.text(), res.status);
    expect(a).toMatchObject({ http: 413, code: 413, message: "files may be at most 5 MB" });
    expect({ rows: await snapshot(db(), { uploads }), files: await files() }).toEqual(before);
  });

  it("accepts a picture of exactly 5 MB", async () => {
    const { token } = await createUser(db());
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const a = await upload(exact, { token, purpose: "license" });
    expect(a.code).toBe(200);
    expect((await stat(path.join(dir, a.data.fileName))).size).toBe(5 * 1024 * 1024);
  });

  it("refuses an unknown purpose or a missing file, and keeps nothing", async () => {
    const { token } = await createUser(db());
    const before = { rows: await snapshot(db(), { uploads }), files: await files() };
    expect((await upload(PNG, { token, purpose: "payload" })).data).toEqual({
      fieldErrors: { purpose: ["upload.purpose"] },
    });
    expect((await upload(PNG, { token, purpose: null })).code).toBe(422);
    const form = new FormData();
    form.append("purpose", "avatar");
    const res = await fetch(svc.base + UPLOAD, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    expect(parse(await res.text(), res.status)).toMatchObject({
      code: 400,
      message: "请选择要上传的图片",
    });
    const json = await api(svc, UPLOAD, { token, body: { file: "x" } });
    expect(json.code).toBe(400);
    expect({ rows: await snapshot(db(), { uploads }), files: await files() }).toEqual(before);
  });

  it("needs a login", async () => {
    const before = await files();
    expect(await upload(PNG)).toMatchObject({ http: 401, code: 401 });
    expect(await files()).toEqual(before);
  });

  it("the echo path answers a plain 404 for any other name", async () => {
    const { token } = await createUser(db());
    const { data } = await upload(PNG, { token });
    const names = [
      "",
      "../../etc/passwd",
      `${data.fileName.slice(0, -4)}.svg`,
      data.fileName.toUpperCase(),
      `x/${data.fileName}`,
      "0123456789abcdef0123456789abcdef.png",
      "short.png",
      `${data.fileName}?x`,
    ];
    for (const name of names) {
      const res = await fetch(`${svc.base}/file/file/echo?fileName=${encodeURIComponent(name)}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get("content-type"), name).toMatch(/^text\/plain/);
    }
    expect((await fetch(`${svc.base}/file/file/echo`)).status).toBe(404);
  });
});
