/**
 * A page of the sandbox's mini-program host (decision 040), drawn as a mini-program page: WeChat's
 * navigation bar with the page's title, the sandbox's note, and the host's toast (wx.showToast).
 * Without JavaScript nothing of the host runs, as in WeChat: the page says so. With the switch off
 * (no fake WeChat user) it says that instead of running.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function HostFrame({
  title,
  user,
  toast,
  children,
}: {
  title: string;
  user: string | null;
  toast: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("payment");
  return (
    <div
      className="mx-auto flex min-h-screen max-w-md flex-col bg-[#f7f7f7]"
      data-testid="host-page"
    >
      <p className="bg-gold-light px-4 text-center text-xs text-ink">
        <Link
          to="/sandbox/mini-program"
          className="inline-flex min-h-[44px] items-center underline"
        >
          {t("sandboxHost.hostBar")}
        </Link>
      </p>
      <h1 className="bg-white py-3 text-center text-base font-semibold text-ink">{title}</h1>
      <noscript>
        <p className="mx-4 mt-4 rounded-lg bg-white px-4 py-3 text-sm text-ink">
          {t("sandboxHost.needsJs")}{" "}
          <a href="/?mp=1" className="text-wine underline">
            {t("sandboxHost.backToShop")}
          </a>
        </p>
      </noscript>
      <div className="flex-1 px-4 py-5">
        {user ? (
          children
        ) : (
          <p className="rounded-lg bg-white px-4 py-3 text-sm text-ink" data-testid="host-off">
            {t("sandboxHost.off")}{" "}
            <Link to="/sandbox/mini-program" className="text-wine underline">
              {t("sandboxHost.title")}
            </Link>
          </p>
        )}
      </div>
      {toast ? (
        <p
          className="fixed inset-x-0 top-1/2 mx-auto w-max max-w-[80%] -translate-y-1/2 rounded-lg bg-black/75 px-4 py-3 text-center text-sm text-white"
          role="status"
          data-testid="host-toast"
        >
          {toast}
        </p>
      ) : null}
    </div>
  );
}
