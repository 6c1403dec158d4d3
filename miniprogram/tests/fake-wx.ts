/**
 * A fake `wx` at its documented surface: wx.login's code as the service's sandbox takes it, the
 * service's answers scripted by path (in its envelope, with its prefix), the wallet's answer, and
 * every page move, toast and stored value recorded.
 */
import { expect } from "vitest";
import type { Wx, WxPaymentParams } from "../logic/wx";

type Answer = { code: number; message?: string; data?: unknown } | { networkFails: string };

export function fakeWx(options: { payment?: "ok" | "cancel" | "fail" } = {}) {
  const answers = new Map<string, Answer[]>();
  const requests: { url: string; data: Record<string, unknown>; header: Record<string, string> }[] =
    [];
  const moves: string[] = [];
  const toasts: string[] = [];
  const payments: WxPaymentParams[] = [];
  const storage = new Map<string, string>();
  let codes = 0;

  const wx: Wx = {
    login({ success }) {
      codes += 1;
      queueMicrotask(() =>
        success({ code: `sandbox-alice-code${String(codes).padStart(4, "0")}` }),
      );
    },
    request({ url, data, header, dataType, success, fail }) {
      requests.push({ url, data, header });
      const path = new URL(url).pathname.replace(/^\/shopping/, "");
      const answer = answers.get(path)?.shift();
      queueMicrotask(() => {
        if (!answer) return fail({ errMsg: `request:fail no answer for ${path}` });
        if ("networkFails" in answer) return fail({ errMsg: answer.networkFails });
        const body = `)]}',\n${JSON.stringify({ message: "成功", data: null, ...answer })}`;
        success({ statusCode: 200, data: dataType === "json" ? JSON.parse(body) : body });
      });
    },
    requestPayment({ success, fail, ...params }) {
      payments.push(params);
      queueMicrotask(() => {
        if (options.payment === "cancel") fail({ errMsg: "requestPayment:fail cancel" });
        else if (options.payment === "fail")
          fail({ errMsg: "requestPayment:fail (detail message)" });
        else success();
      });
    },
    redirectTo({ url }) {
      moves.push(url);
    },
    showToast({ title }) {
      toasts.push(title);
    },
    setStorageSync(key, value) {
      storage.set(key, value);
    },
    getStorageSync(key) {
      return storage.get(key) ?? "";
    },
    removeStorageSync(key) {
      storage.delete(key);
    },
  };

  return {
    wx,
    requests,
    moves,
    toasts,
    payments,
    storage,
    answer(path: string, ...list: Answer[]) {
      answers.set(path, [...(answers.get(path) ?? []), ...list]);
    },
  };
}

/** The shop's page a host page move opens in the web-view. */
export function openedShopPath(move: string): string {
  const url = new URL(move, "https://host.invalid");
  expect(url.pathname).toBe("/pages/shop/shop");
  return url.searchParams.get("url")!;
}
