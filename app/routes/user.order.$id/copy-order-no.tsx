/**
 * Copies the order number (spec §3) and says so: "copy successful", or
 * spec §8's message where the browser cannot copy. Without JavaScript the
 * button is not there; the number is plain text to select.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function CopyOrderNo({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("order");
  const [hydrated, setHydrated] = useState(false);
  const [result, setResult] = useState<"copied" | "copyFailed" | null>(null);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(orderNo);
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
        className="ml-2 inline-flex min-h-[32px] items-center rounded-full border border-line px-3 text-xs text-ink-soft hover:border-wine hover:text-wine"
        data-testid="copy-order-no"
      >
        {t("orderPage.copy")}
      </button>
      <span
        role="status"
        className={`block text-xs ${result === "copyFailed" ? "text-wine" : "text-ink-soft"}`}
        data-testid="copy-result"
      >
        {result ? t(`orderPage.${result}`) : ""}
      </span>
    </>
  );
}
