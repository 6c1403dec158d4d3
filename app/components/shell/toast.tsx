/**
 * Shows the flash toast or dialog. It is server-rendered and closes without
 * JavaScript (a checkbox and CSS); with JavaScript it also times out.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Feedback } from "~/shopping/feedback";

export function ToastView({ toast }: { toast: (Feedback & { id: string }) | null }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<string | null>(null);
  useEffect(() => {
    if (!toast || toast.durationMs <= 0) return;
    const timer = setTimeout(() => setClosed(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || closed === toast.id) return null;
  const boxId = `toast-${toast.id}`;
  const close = (
    <label htmlFor={boxId} className="cursor-pointer rounded px-2 py-1 text-sm underline-offset-2 hover:underline" onClick={() => setClosed(toast.id)}>
      {t("common.close")}
    </label>
  );

  if (toast.variant === "dialog") {
    return (
      <div className="toast-root">
        <input type="checkbox" id={boxId} className="peer sr-only" />
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-6 peer-checked:hidden" role="alertdialog" aria-labelledby={`${boxId}-title`} data-testid="dialog">
          <div className="w-full max-w-sm rounded-xl bg-white p-5 shadow-xl">
            <h2 id={`${boxId}-title`} className="text-lg font-semibold text-ink">{toast.title}</h2>
            <p className="mt-2 text-ink-soft">{toast.message}</p>
            <div className="mt-4 flex justify-end">
              <label htmlFor={boxId} onClick={() => setClosed(toast.id)} className="inline-flex min-h-[44px] cursor-pointer items-center rounded-full bg-wine px-5 text-white">
                {t("common.close")}
              </label>
            </div>
          </div>
        </div>
      </div>
    );
  }

  const tone =
    toast.variant === "success" ? "bg-ink text-white" : toast.variant === "notice" ? "bg-gold-light text-ink border border-gold" : "bg-wine text-white";
  return (
    <div className="toast-root">
      <input type="checkbox" id={boxId} className="peer sr-only" />
      <div
        role={toast.variant === "success" ? "status" : "alert"}
        data-testid="toast"
        data-variant={toast.variant}
        className={`toast fixed left-1/2 top-16 z-50 flex w-[min(92vw,28rem)] -translate-x-1/2 items-start gap-3 rounded-lg px-4 py-3 shadow-lg peer-checked:hidden ${tone}`}
      >
        <p className="flex-1 text-[15px]">{toast.message}</p>
        {close}
      </div>
    </div>
  );
}
