/**
 * Shows the flash toast or dialog. It is server-rendered and closes without
 * JavaScript (a checkbox and CSS); with JavaScript it also times out.
 *
 * It takes its own place at the top of the page, under the header, instead of
 * floating: a message never covers a heading, a price or a button. When it
 * times out it fades but keeps its place until the next page, so nothing
 * moves under a finger that is about to tap; closing it by hand removes it.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Feedback } from "~/service/feedback";

export function ToastView({ toast }: { toast: (Feedback & { id: string }) | null }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<string | null>(null);
  const [faded, setFaded] = useState<string | null>(null);
  useEffect(() => {
    if (!toast || toast.durationMs <= 0) return;
    const timer = setTimeout(() => setFaded(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || closed === toast.id) return null;
  const gone = faded === toast.id ? " toast-gone" : "";
  const boxId = `toast-${toast.id}`;
  const close = (className: string) => (
    <label
      htmlFor={boxId}
      className={`inline-flex min-h-[44px] shrink-0 cursor-pointer items-center ${className}`}
    >
      {t("common.close")}
    </label>
  );

  if (toast.variant === "dialog") {
    return (
      <div className="toast-root mx-auto max-w-6xl px-3 pt-3 pc:px-6">
        <input
          type="checkbox"
          id={boxId}
          className="peer sr-only"
          onChange={() => setClosed(toast.id)}
        />
        <div
          className="toast rounded-xl bg-white p-4 shadow-sm ring-2 ring-wine peer-checked:hidden"
          role="alertdialog"
          aria-labelledby={`${boxId}-title`}
          aria-describedby={`${boxId}-text`}
          data-testid="dialog"
        >
          <h2 id={`${boxId}-title`} className="text-lg font-semibold text-ink">
            {toast.title}
          </h2>
          <p id={`${boxId}-text`} className="mt-1 text-ink-soft">
            {toast.message}
          </p>
          <div className="mt-2 flex justify-end">
            {close("rounded-full bg-wine px-5 text-white")}
          </div>
        </div>
      </div>
    );
  }

  const tone =
    toast.variant === "success"
      ? "bg-ink text-white"
      : toast.variant === "notice"
        ? "bg-gold-light text-ink ring-1 ring-gold"
        : "bg-wine text-white";
  return (
    <div className="toast-root mx-auto max-w-6xl px-3 pt-3 pc:px-6">
      <input
        type="checkbox"
        id={boxId}
        className="peer sr-only"
        onChange={() => setClosed(toast.id)}
      />
      <div
        role={toast.variant === "success" ? "status" : "alert"}
        data-testid="toast"
        data-variant={toast.variant}
        aria-hidden={gone ? true : undefined}
        className={`toast flex items-center gap-3 rounded-lg py-1 pl-4 pr-2 shadow-sm peer-checked:hidden ${tone}${gone}`}
      >
        <p className="flex-1 py-2 text-[15px]">{toast.message}</p>
        {close("rounded px-2 text-sm underline-offset-2 hover:underline")}
      </div>
    </div>
  );
}
