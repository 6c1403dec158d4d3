/**
 * The error catalogue of spec §8, second half: what the shopper sees for an
 * outcome, in their language, and for how long. Toasts and dialogs render on
 * the server from a flash cookie; with JavaScript they also time out.
 */
import type { Lang } from "~/utils/lang";
import type { Failure } from "./outcome";

export type FeedbackVariant = "success" | "error" | "notice" | "dialog";

export interface Feedback {
  variant: FeedbackVariant;
  title?: string;
  message: string;
  /** auto-close after this many ms with JavaScript; 0 = stays until closed */
  durationMs: number;
}

export const DURATION = { toast: 2000, notice: 4500, error: 5000 } as const;

const T = {
  pleaseLogin: { ch: "请先登录！", en: "please log in first!" },
  loginExpired: { ch: "登录超时，请重新登录！", en: "login timed out, please log in again!" },
  poorNetwork: { ch: "网络状况不佳，请重试：{status}！", en: "network condition poor, please retry: {status}!" },
  serverErrorTitle: { ch: "服务器错误：{status}", en: "server error: {status}" },
  serverError: { ch: "服务器错误！", en: "server error!" },
  returnedErrorTitle: { ch: "服务器返回错误", en: "server returned error" },
  refreshRetry: { ch: "请刷新页面后重试", en: "please refresh the page and retry" },
  warningTitle: { ch: "错误：{status}", en: "error: {status}" },
  timeout: { ch: "超时", en: "timeout" },
} satisfies Record<string, Record<Lang, string>>;

export function text(key: keyof typeof T, lang: Lang, params: Record<string, string | number> = {}): string {
  return T[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

export function feedbackFor(failure: Failure, lang: Lang): Feedback {
  switch (failure.kind) {
    case "warning":
      return { variant: "dialog", title: text("warningTitle", lang, { status: failure.status }), message: failure.message, durationMs: 0 };
    case "error":
      return { variant: "error", message: failure.message, durationMs: DURATION.error };
    case "no-code":
      return { variant: "dialog", title: text("returnedErrorTitle", lang), message: text("refreshRetry", lang), durationMs: 0 };
    case "unauthorized":
      return { variant: "error", message: text("pleaseLogin", lang), durationMs: DURATION.error };
    case "expired":
      return { variant: "error", message: text("loginExpired", lang), durationMs: DURATION.error };
    case "poor-network": {
      const status = failure.status === "timeout" ? text("timeout", lang) : failure.status;
      return { variant: "notice", message: text("poorNetwork", lang, { status }), durationMs: DURATION.error };
    }
    case "server":
      return { variant: "dialog", title: text("serverErrorTitle", lang, { status: failure.status }), message: text("serverError", lang), durationMs: 0 };
  }
}

/** Code 0: success with the server's message. */
export function successFeedback(message: string): Feedback {
  return { variant: "success", message, durationMs: DURATION.toast };
}
