import { connect, type AddressInfo, type Socket } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "../app/utils/body-limits";
import { bodyKindsOf, storefrontBodies } from "./request-body";

const PHOTO_FORM_LIMIT_BYTES = BODY_LIMITS.photoForm;
const UPLOAD_LIMIT_BYTES = BODY_LIMITS.upload;

/** Routes as a build has them: the upload routes declare their body (handle.body). */
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/user.info": {
    id: "routes/user.info",
    parentId: "root",
    path: "user/info",
    module: { handle: { i18n: ["account"], body: "upload" } },
  },
  "routes/user.avatar": {
    id: "routes/user.avatar",
    parentId: "root",
    path: "user/avatar",
    module: { handle: { body: "upload" } },
  },
  "routes/user.photo": {
    id: "routes/user.photo",
    parentId: "root",
    path: "user/photo",
    module: { handle: { body: "upload" } },
  },
  "routes/user.order.$id_.refund": {
    id: "routes/user.order.$id_.refund",
    parentId: "root",
    path: "user/order/:id/refund",
    module: { handle: { body: "photoForm" } },
  },
  "routes/user.order.$id_.evaluate": {
    id: "routes/user.order.$id_.evaluate",
    parentId: "root",
    path: "user/order/:id/evaluate",
    module: { handle: { body: "photoForm" } },
  },
  "routes/user.order.$id_.logistics": {
    id: "routes/user.order.$id_.logistics",
    parentId: "root",
    path: "user/order/:id/logistics",
    module: { handle: { i18n: ["order"] } },
  },
  "routes/login": { id: "routes/login", parentId: "root", path: "login", module: {} },
} as unknown as Parameters<typeof bodyKindsOf>[0];

let server: ReturnType<express.Express["listen"]> | null = null;
afterEach(() => server?.close());

async function serve() {
  const app = express();
  app.use(storefrontBodies(bodyKindsOf(routes)));
  app.use((req, res) => {
    req.resume();
    req.on("end", () => res.send("accepted"));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server!.once("listening", r));
  return (server!.address() as AddressInfo).port;
}

function write(socket: Socket, data: Buffer | string) {
  return new Promise<void>((resolve, reject) =>
    socket.write(data, (error) => (error ? reject(error) : resolve())),
  );
}

const chunk = (part: Buffer) =>
  Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]);

/**
 * Plays a browser: sends the whole body, and only then reads the answer
 * (Chromium reads no answer while it uploads). `sent` is false when the server
 * closed the connection before the body was through.
 */
async function postLikeABrowser(
  port: number,
  path: string,
  body: Buffer,
  { chunked = false, accept = "text/html" } = {},
) {
  const socket = connect(port, "127.0.0.1");
  socket.pause();
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise((r) => socket.once("connect", r));
  const length = chunked ? "transfer-encoding: chunked" : `content-length: ${body.length}`;
  let sent = true;
  try {
    await write(
      socket,
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\naccept: ${accept}\r\n` +
        `content-type: multipart/form-data; boundary=XX\r\n${length}\r\n\r\n`,
    );
    for (let at = 0; at < body.length; at += 64 * 1024) {
      const part = body.subarray(at, at + 64 * 1024);
      await write(socket, chunked ? chunk(part) : part);
    }
    if (chunked) await write(socket, "0\r\n\r\n");
  } catch {
    sent = false;
  }
  const received: Buffer[] = [];
  socket.on("data", (data: Buffer) => received.push(data));
  socket.resume();
  await Promise.race([closed, new Promise((r) => setTimeout(r, 3000))]);
  socket.destroy();
  const text = Buffer.concat(received).toString("utf8");
  return { sent, status: Number(text.slice(9, 12)), text };
}

const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 1);

describe("refused bodies reach the browser's answer", () => {
  it("a 10 MB avatar upload: the whole body is taken, then a 413 page", async () => {
    const port = await serve();
    const answer = await postLikeABrowser(port, "/user/info", tenMegabytes);
    expect(answer.sent).toBe(true);
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("提交的内容过大（最多 5 MB）");
  });

  it("the upload component asking for JSON gets the message as JSON", async () => {
    const port = await serve();
    const answer = await postLikeABrowser(port, "/user/avatar", tenMegabytes, {
      accept: "application/json",
    });
    expect(answer.sent).toBe(true);
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(
      '{"ok":false,"message":"提交的内容过大（最多 5 MB），请精简后重试"}',
    );
  });

  it("a 10 MB chunked form: the whole body is taken, then a 411 page", async () => {
    const port = await serve();
    const answer = await postLikeABrowser(port, "/user/photo", tenMegabytes, { chunked: true });
    expect(answer.sent).toBe(true);
    expect(answer.status).toBe(411);
    expect(answer.text).toContain("请求缺少内容长度");
  });

  it("a body within the limit still reaches the app", async () => {
    const port = await serve();
    const answer = await postLikeABrowser(port, "/user/info", Buffer.alloc(1024 * 1024, 1));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("accepted");
  });

  it("a refund or review form takes six pictures with it, not more; other forms stay small", async () => {
    const port = await serve();
    const sixPictures = Buffer.alloc(PHOTO_FORM_LIMIT_BYTES, 1);
    for (const path of ["/user/order/12/refund", "/user/order/12/evaluate"]) {
      expect((await postLikeABrowser(port, path, sixPictures)).status, path).toBe(200);
      const more = Buffer.alloc(PHOTO_FORM_LIMIT_BYTES + 1, 1);
      expect((await postLikeABrowser(port, path, more)).status, path).toBe(413);
    }
    const onePicture = Buffer.alloc(UPLOAD_LIMIT_BYTES, 1);
    expect((await postLikeABrowser(port, "/user/photo", onePicture)).status).toBe(200);
    expect((await postLikeABrowser(port, "/user/photo/12", onePicture)).status).toBe(415);
  });

  it("a form sent with JavaScript (to the route's data URL) has the route's limit", async () => {
    const port = await serve();
    const sixPictures = Buffer.alloc(PHOTO_FORM_LIMIT_BYTES, 1);
    expect((await postLikeABrowser(port, "/user/order/12/refund.data", sixPictures)).status).toBe(
      200,
    );
    expect((await postLikeABrowser(port, "/user/info.data", Buffer.alloc(1024, 1))).status).toBe(
      200,
    );
    expect((await postLikeABrowser(port, "/login.data", Buffer.alloc(1024, 1))).status).toBe(415);
  });

  it("a route that declares no files takes no multipart form at all, however small", async () => {
    const port = await serve();
    for (const path of ["/login", "/user/order/12/logistics", "/user/myInvoiceHeader"]) {
      const answer = await postLikeABrowser(port, path, Buffer.alloc(1024, 1));
      expect(answer.status, path).toBe(415);
    }
  });
});
