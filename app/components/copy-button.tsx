/**
 * Copies a text (an order number, a tracking number, the return address) and says so: "copy
 * successful", or spec §8's message where the browser cannot copy. Without JavaScript the button is
 * not there; the text beside it is plain text to select.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

export function CopyButton({
  text,
  label,
  testId = "copy-button",
}: {
  text: string;
  /** what is copied, for screen readers ("复制订单号") when the button alone says 复制 */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [result, setResult] = useState<"copied" | "copyFailed" | null>(null);
  if (!hydrated) return null;

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setResult("copied");
    } catch {
      setResult("copyFailed");
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className="ml-2 inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full border border-line px-3 text-xs text-ink-soft hover:border-wine hover:text-wine"
        data-testid={testId}
      >
        {t("copy.copy")}
      </button>
      <span
        role="status"
        className={`block text-xs ${result === "copyFailed" ? "text-wine" : "text-ink-soft"}`}
        data-testid="copy-result"
      >
        {result ? t(`copy.${result}`) : ""}
      </span>
    </>
  );
}
