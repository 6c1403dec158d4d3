/**
 * The error catalogue of spec §8, second half: what the shopper sees for an
 * outcome, in their language, and for how long. Toasts and dialogs render on
 * the server from a flash cookie; with JavaScript they also time out.
 */
import { tFor } from "~/i18n.server";
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

/** The texts are in app/locales/<lang>/server.json, section `feedback`. */
export function feedbackFor(failure: Failure, lang: Lang): Feedback {
  const t = tFor(lang);
  switch (failure.kind) {
    case "warning":
      // Too many requests (spec §8: 网络繁忙，请稍候): the service's words say how long to wait.
      if (failure.status === 429)
        return { variant: "notice", message: failure.message, durationMs: DURATION.error };
      return {
        variant: "dialog",
        title: t("feedback.warningTitle", { status: failure.status }),
        message: failure.message,
        durationMs: 0,
      };
    case "error":
      return { variant: "error", message: failure.message, durationMs: DURATION.error };
    case "no-code":
      return {
        variant: "dialog",
        title: t("feedback.returnedErrorTitle"),
        message: t("feedback.refreshRetry"),
        durationMs: 0,
      };
    case "unauthorized":
      return { variant: "error", message: t("feedback.pleaseLogin"), durationMs: DURATION.error };
    case "expired":
      return { variant: "error", message: t("feedback.loginExpired"), durationMs: DURATION.error };
    case "poor-network": {
      if (failure.status === "busy")
        return { variant: "notice", message: t("feedback.busy"), durationMs: DURATION.error };
      const status = failure.status === "timeout" ? t("feedback.timeout") : failure.status;
      return {
        variant: "notice",
        message: t("feedback.poorNetwork", { status }),
        durationMs: DURATION.error,
      };
    }
    case "server":
      return {
        variant: "dialog",
        title: t("feedback.serverErrorTitle", { status: failure.status }),
        message: t("feedback.serverError"),
        durationMs: 0,
      };
  }
}

/** Code 0: success with the server's message. */
export function successFeedback(message: string): Feedback {
  return { variant: "success", message, durationMs: DURATION.toast };
}

/** A refusal the storefront itself makes (a form it cannot act on), shown as the catalogue's errors. */
export function errorFeedback(message: string): Feedback {
  return { variant: "error", message, durationMs: DURATION.error };
}
