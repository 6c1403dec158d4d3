/**
 * The host's `wx` in a browser, for the sandbox's mini-program host (decision 040), at the surface
 * the host's logic uses (miniprogram/logic/wx.ts):
 * - wx.login answers a sandbox code of this browser's fake WeChat user;
 * - wx.request reaches the service on this shop, and nothing else;
 * - wx.requestPayment shows the sandbox's WeChat Pay sheet, which checks paySign;
 * - wx.redirectTo opens the host page's counterpart here;
 * - storage is kept per fake WeChat user, as each WeChat keeps its own.
 */
import { SANDBOX_APP_ID } from "#contract/buying";
import type { Wx } from "../../../../miniprogram/logic/wx";
import { paySandboxTrade } from "~/features/payments/sandbox-wallet-sheet";
import { browserPageOf, servicePathOf } from "./pages";

const nonce = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

export function browserWx(user: string, { toast }: { toast: (title: string) => void }): Wx {
  const key = (name: string) => `mpSandbox:${user}:${name}`;
  return {
    login({ success }) {
      queueMicrotask(() => success({ code: `sandbox-${user}-${nonce()}` }));
    },
    request({ url, data, header, success, fail }) {
      const path = servicePathOf(url);
      if (!path) return fail({ errMsg: `request:fail url not in domain list: ${url}` });
      fetch(path, {
        method: "POST",
        headers: { ...header, "content-type": "application/json" },
        body: JSON.stringify(data),
      })
        .then(async (res) => success({ statusCode: res.status, data: await res.text() }))
        .catch((error: unknown) => fail({ errMsg: `request:fail ${String(error)}` }));
    },
    requestPayment({ success, fail, signType, ...params }) {
      // The sandbox signs as WeChat Pay v3 does; any other signType fails in WeChat's client too.
      if (signType !== "RSA") return fail({ errMsg: "requestPayment:fail invalid signType" });
      paySandboxTrade({ ...params, signType, appId: SANDBOX_APP_ID })
        .then((answer) => {
          const outcome = answer.err_msg?.split(":").pop() ?? "fail";
          if (outcome === "ok") success();
          else
            fail({ errMsg: `requestPayment:fail ${outcome === "cancel" ? "cancel" : ""}`.trim() });
        })
        .catch(() => fail({ errMsg: "requestPayment:fail" }));
    },
    redirectTo({ url }) {
      const page = browserPageOf(url);
      if (page) window.location.replace(page);
      else toast(`redirectTo:fail page "${url}" is not found`);
    },
    showToast({ title }) {
      toast(title);
    },
    setStorageSync(name, value) {
      localStorage.setItem(key(name), value);
    },
    getStorageSync(name) {
      return localStorage.getItem(key(name)) ?? "";
    },
    removeStorageSync(name) {
      localStorage.removeItem(key(name));
    },
  };
}
