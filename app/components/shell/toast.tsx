/**
 * Shows the flash toast or dialog. It is server-rendered and closes without
 * JavaScript (a checkbox and CSS); a toast with a duration also fades by itself
 * after it, by the stylesheet alone when there is no JavaScript.
 *
 * It floats over the page just under the header (a fixed layer), so nothing
 * moves when it comes or goes: the layout never shifts. The layer lets taps
 * through to the page beneath; only its close button takes them. The polite
 * live region is always on the page, so a success or a notice that arrives
 * after a client-side navigation is read out; errors are alerts and dialogs
 * alert dialogs, which screen readers announce when they appear.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Feedback } from "~/service/feedback";

export function ToastView({ toast }: { toast: (Feedback & { id: string }) | null }) {
  const [closed, setClosed] = useState<string | null>(null);
  const [faded, setFaded] = useState<string | null>(null);
  useEffect(() => {
    if (!toast || toast.durationMs <= 0) return;
    const timer = setTimeout(() => setFaded(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  const shown = toast && closed !== toast.id ? toast : null;
  const polite = shown && (shown.variant === "success" || shown.variant === "notice");
  return (
    <div className="toast-layer" data-testid="toast-layer">
      <div role="status" aria-live="polite" className="toast-region">
        {polite ? <ToastBox toast={shown} gone={faded === shown.id} onClose={setClosed} /> : null}
      </div>
      {shown && !polite ? (
        <div className="toast-region">
          <ToastBox toast={shown} gone={faded === shown.id} onClose={setClosed} />
        </div>
      ) : null}
    </div>
  );
}

function ToastBox({
  toast,
  gone,
  onClose,
}: {
  toast: Feedback & { id: string };
  gone: boolean;
  onClose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const boxId = `toast-${toast.id}`;
  const close = (className: string) => (
    <label
      htmlFor={boxId}
      className={`toast-close inline-flex min-h-[44px] shrink-0 cursor-pointer items-center ${className}`}
    >
      {t("common.close")}
    </label>
  );
  const checkbox = (
    // Named itself too: once the toast is gone (aria-hidden), its close label is hidden with it.
    <input
      type="checkbox"
      id={boxId}
      aria-label={t("common.close")}
      className="peer sr-only"
      onChange={() => onClose(toast.id)}
    />
  );

  if (toast.variant === "dialog") {
    return (
      <>
        {checkbox}
        <div
          className="toast rounded-xl bg-white p-4 shadow-lg ring-2 ring-wine peer-checked:hidden"
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
      </>
    );
  }

  const tone =
    toast.variant === "success"
      ? "bg-ink text-white"
      : toast.variant === "notice"
        ? "bg-gold-light text-ink ring-1 ring-gold"
        : "bg-wine text-white";
  return (
    <>
      {checkbox}
      <div
        role={toast.variant === "error" ? "alert" : undefined}
        data-testid="toast"
        data-variant={toast.variant}
        // Timed by the stylesheet too (app/tailwind.css has a rule for each of feedback.ts's DURATION).
        data-duration={toast.durationMs > 0 ? toast.durationMs : undefined}
        aria-hidden={gone ? true : undefined}
        className={`toast flex items-center gap-3 rounded-lg py-1 pl-4 pr-2 shadow-lg peer-checked:hidden ${tone}${gone ? "toast-gone" : ""}`}
      >
        <p className="flex-1 py-2 text-[15px]">{toast.message}</p>
        {close("rounded px-2 text-sm underline-offset-2 hover:underline")}
      </div>
    </>
  );
}
