import { describe, expect, it } from "vitest";
import { feedbackFor, successFeedback } from "./feedback";
import { classify, networkFailure, parseBody } from "./outcome";

const env = (code: unknown, extra: Record<string, unknown> = {}) => ({
  code,
  message: "msg",
  status: 409,
  data: { a: 1 },
  ...extra,
});

describe("error catalogue: answers (spec §8)", () => {
  it("code 200 is success", () => {
    expect(classify(200, env(200))).toEqual({ ok: true, data: { a: 1 }, message: null });
  });
  it("code 0 is success with the server's message", () => {
    expect(classify(200, env(0))).toEqual({ ok: true, data: { a: 1 }, message: "msg" });
  });
  it("code above 100 is a warning with its status", () => {
    expect(classify(200, env(409, { data: null }))).toEqual({
      ok: false,
      kind: "warning",
      status: 409,
      message: "msg",
    });
    // Field errors and waiting times travel in data.
    expect(
      classify(200, env(422, { status: 422, data: { fieldErrors: { phone: ["phone.invalid"] } } })),
    ).toEqual({
      ok: false,
      kind: "warning",
      status: 422,
      message: "msg",
      data: { fieldErrors: { phone: ["phone.invalid"] } },
    });
  });
  it("any other code is an error toast", () => {
    expect(classify(200, env(1))).toEqual({ ok: false, kind: "error", code: 1, message: "msg" });
    expect(classify(200, env(-1))).toMatchObject({ kind: "error", code: -1 });
    expect(classify(200, env(100))).toMatchObject({ kind: "error", code: 100 });
  });
  it("an answer without a code is an error", () => {
    expect(classify(200, { data: 1 })).toEqual({ ok: false, kind: "no-code" });
    expect(classify(200, null)).toEqual({ ok: false, kind: "no-code" });
    expect(classify(201, "text")).toEqual({ ok: false, kind: "no-code" });
  });
  it("401, 403, 500/502/504 and other statuses", () => {
    expect(classify(401, env(401))).toEqual({ ok: false, kind: "unauthorized" });
    expect(classify(403, env(403))).toEqual({ ok: false, kind: "expired" });
    for (const s of [500, 502, 504])
      expect(classify(s, null)).toEqual({ ok: false, kind: "poor-network", status: s });
    expect(classify(404, null)).toEqual({ ok: false, kind: "server", status: 404 });
    expect(classify(413, env(413, { status: 413, data: null }))).toEqual({
      ok: false,
      kind: "warning",
      status: 413,
      message: "msg",
    });
    expect(classify(429, env(429, { status: 429, data: { retryAfterSeconds: 30 } }))).toMatchObject(
      { kind: "warning", status: 429, data: { retryAfterSeconds: 30 } },
    );
    expect(classify(429, null)).toEqual({ ok: false, kind: "server", status: 429 });
    // An overloaded service: spec §8's "network busy, please wait".
    expect(classify(503, null)).toEqual({ ok: false, kind: "poor-network", status: "busy" });
    expect(classify(503, "<html>Service Unavailable</html>")).toMatchObject({ status: "busy" });
  });
  it("a call that never answers is a poor network", () => {
    expect(networkFailure(Object.assign(new Error("t"), { name: "TimeoutError" }))).toEqual({
      ok: false,
      kind: "poor-network",
      status: "timeout",
    });
    expect(
      networkFailure(Object.assign(new Error("x"), { code: "UND_ERR_HEADERS_TIMEOUT" })),
    ).toMatchObject({ status: "timeout" });
    expect(
      networkFailure(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })),
    ).toMatchObject({ kind: "poor-network", status: 502 });
  });
  it("strips the anti-hijacking prefix", () => {
    expect(parseBody(')]}\',\n{"code":200}')).toEqual({ code: 200 });
    expect(parseBody('{"code":0}')).toEqual({ code: 0 });
    expect(parseBody("<html>")).toBeNull();
    expect(parseBody("")).toBeNull();
  });
});

describe("error catalogue: what the shopper sees", () => {
  it("warning: a dialog titled error: {status}", () => {
    expect(feedbackFor({ kind: "warning", status: 409, message: "库存不足" }, "ch")).toEqual({
      variant: "dialog",
      title: "错误：409",
      message: "库存不足",
      durationMs: 0,
    });
    expect(feedbackFor({ kind: "warning", status: 409, message: "understock" }, "en").title).toBe(
      "error: 409",
    );
  });
  it("no code: server returned error / please refresh the page and retry", () => {
    expect(feedbackFor({ kind: "no-code" }, "en")).toMatchObject({
      variant: "dialog",
      title: "server returned error",
      message: "please refresh the page and retry",
    });
  });
  it("401 and 403", () => {
    expect(feedbackFor({ kind: "unauthorized" }, "en").message).toBe("please log in first!");
    expect(feedbackFor({ kind: "expired" }, "en").message).toBe(
      "login timed out, please log in again!",
    );
    expect(feedbackFor({ kind: "unauthorized" }, "ch").message).toBe("请先登录！");
  });
  it("500/502/504: poor network for 5 seconds", () => {
    expect(feedbackFor({ kind: "poor-network", status: 502 }, "en")).toEqual({
      variant: "notice",
      message: "network condition poor, please retry: 502!",
      durationMs: 5000,
    });
    expect(feedbackFor({ kind: "poor-network", status: "timeout" }, "ch").message).toBe(
      "网络状况不佳，请重试：超时！",
    );
  });
  it("too many requests and an overloaded service: 网络繁忙，请稍候, as a notice", () => {
    const wait = "网络繁忙，请稍候（30 秒后再试）";
    expect(feedbackFor({ kind: "warning", status: 429, message: wait }, "ch")).toEqual({
      variant: "notice",
      message: wait,
      durationMs: 5000,
    });
    expect(feedbackFor({ kind: "poor-network", status: "busy" }, "ch").message).toBe(
      "网络繁忙，请稍候",
    );
    expect(feedbackFor({ kind: "poor-network", status: "busy" }, "en").message).toBe(
      "Network busy, please wait",
    );
  });
  it("other statuses: server error: {status} / server error!", () => {
    expect(feedbackFor({ kind: "server", status: 418 }, "en")).toMatchObject({
      variant: "dialog",
      title: "server error: 418",
      message: "server error!",
    });
  });
  it("error codes: an error toast for 5 s; success: a toast for 2 s", () => {
    expect(feedbackFor({ kind: "error", code: 1, message: "x" }, "en")).toEqual({
      variant: "error",
      message: "x",
      durationMs: 5000,
    });
    expect(successFeedback("added to cart")).toEqual({
      variant: "success",
      message: "added to cart",
      durationMs: 2000,
    });
  });
});
