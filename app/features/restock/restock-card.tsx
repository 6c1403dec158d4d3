/**
 * On a sold-out wine's page: 到货通知, a form posting to the wine's route, so it works without
 * JavaScript (the page comes back with a toast); with it a fetcher, so the button turns at once and
 * the page stays put. A visitor's press goes to the login and comes back waiting for the wine.
 */
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RestockReply } from "./restock.server";

interface Props {
  goodsId: number;
  /** whether the buyer waits for it already (false for a visitor) */
  subscribed: boolean;
  /** a logged-in shopper's form token; a visitor posts none and is led to the login */
  csrf: string | null;
}

export function RestockCard({ goodsId, subscribed, csrf }: Props) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const fetcher = useFetcher<RestockReply>({ key: `restock-${goodsId}` });
  const pending = fetcher.formData?.get("intent");
  const shown = pending ? pending === "restock" : (fetcher.data?.subscribed ?? subscribed);
  return (
    <section
      className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-xl bg-wine-light/60 p-4 ring-1 ring-wine/20"
      aria-labelledby="restock-title"
      data-testid="restock"
    >
      <div className="min-w-0 flex-1 basis-48">
        <h2 id="restock-title" className="text-[15px] font-semibold text-wine-dark">
          {t("restock.title")}
        </h2>
        <p className="mt-0.5 text-sm text-ink-soft" data-testid="restock-note">
          {shown ? t("restock.waiting") : t("restock.offer")}
        </p>
      </div>
      <fetcher.Form
        method="post"
        action={`/goods/${goodsId}`}
        preventScrollReset
        className="shrink-0 max-[389px]:w-full"
      >
        {csrf ? <input type="hidden" name="csrf" value={csrf} /> : null}
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <button
          type="submit"
          name="intent"
          value={shown ? "unrestock" : "restock"}
          className={`${shown ? "btn-secondary" : "btn-primary"} w-full whitespace-nowrap px-5`}
          data-testid="restock-button"
        >
          {shown ? t("restock.cancel") : t("restock.subscribe")}
        </button>
      </fetcher.Form>
    </section>
  );
}
