/**
 * Inside the mini-program on a phone, the host app's own login page opens
 * instead of ours (spec §4), through weixin-js-sdk's wx.miniProgram bridge,
 * loaded only there. A plain link is the fallback when the bridge fails.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDevice } from "~/components/shell/device";
import { openHostPage } from "~/features/miniprogram/bridge";

export function MiniProgramLogin({ path }: { path: string }) {
  const { env, device, measured } = useDevice();
  const { t } = useTranslation("account");
  const [bridgeFailed, setBridgeFailed] = useState(false);
  useEffect(() => {
    // Not on the server's guess of "mobile": this effect runs before the window is measured.
    if (env !== "miniProgram" || !measured || device !== "mobile") return;
    let cancelled = false;
    void openHostPage(path).then((opened) => {
      if (!cancelled && !opened) setBridgeFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [env, device, measured, path]);
  if (env !== "miniProgram") return null;
  return (
    <p className="mb-4 rounded-lg bg-gold-light px-4 py-3 text-sm" data-testid="mini-program-login">
      {t("auth.miniProgramHint")}{" "}
      <a
        href={`weixin://dl/business/?path=${encodeURIComponent(path)}`}
        className="text-wine underline"
        data-bridge-failed={bridgeFailed || undefined}
      >
        {t("auth.miniProgramOpen")}
      </a>
    </p>
  );
}
