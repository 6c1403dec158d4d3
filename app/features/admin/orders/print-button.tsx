/**
 * Print, for the packing slip: a button once the page has its script (window.print), and before
 * that, or without JavaScript, the browser's own print named in words. Not printed itself.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function PrintButton() {
  const { t } = useTranslation("admin");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <button
      type="button"
      onClick={() => window.print()}
      className="btn-primary min-h-[44px] px-4 print:hidden"
      data-testid="slip-print"
    >
      {t("slip.print")}
    </button>
  ) : (
    <p className="max-w-[14rem] text-sm text-ink-soft print:hidden">{t("slip.printHint")}</p>
  );
}
