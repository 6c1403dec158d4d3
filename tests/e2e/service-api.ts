/** The /shopping service called as the app calls it, from a browser test's request context. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

const PREFIX = ")]}',\n";

/** Calls the /shopping service as the app does; returns the envelope's data or fails the test. */
export async function service<T>(
  request: APIRequestContext,
  path: string,
  {
    token,
    body,
    query,
  }: { token?: string; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<T> {
  const url = `/shopping${path}${query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ""}`;
  const headers = { "accept-language-id": "ch", ...(token ? { authorization: token } : {}) };
  // maxRetries: a kept-alive connection the server has just closed (ECONNRESET) is tried again;
  // createOrder carries an idempotency key, so a repeat finds the same order.
  const res =
    body === undefined
      ? await request.get(url, { headers, maxRetries: 2 })
      : await request.post(url, { headers, data: body, maxRetries: 2 });
  const text = await res.text();
  const envelope = JSON.parse(text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text) as {
    code: number;
    message: string;
    data: T;
  };
  // Code 200 is success, code 0 success with a message to show (spec §8).
  expect([0, 200], `${path}: ${envelope.message}`).toContain(envelope.code);
  return envelope.data;
}

/** Uploads a JPEG file as the shop's picture forms do (multipart); answers the picture's name. */
export async function uploadPhoto(
  request: APIRequestContext,
  token: string,
  purpose: "review" | "aftersale",
  file: string,
): Promise<string> {
  const res = await request.post("/shopping/file/file/upload", {
    headers: { authorization: token, "accept-language-id": "ch" },
    multipart: {
      purpose,
      file: { name: path.basename(file), mimeType: "image/jpeg", buffer: readFileSync(file) },
    },
  });
  const text = await res.text();
  const envelope = JSON.parse(text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text) as {
    code: number;
    message: string;
    data: { fileName: string };
  };
  expect(envelope.code, `upload: ${envelope.message}`).toBe(200);
  return envelope.data.fileName;
}
