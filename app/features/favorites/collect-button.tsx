/**
 * The heart: collect or un-collect a wine, on its page and on the cards. A form posting to the
 * wine's route, so it works without JavaScript (the page comes back with a toast); with it a
 * fetcher, so the heart turns at once and the list keeps its place. A visitor's press goes to the
 * login and comes back collected.
 */
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CollectReply } from "./collect.server";

interface Props {
  goodsId: number;
  collected: boolean;
  /** the wine's name, for the card's icon-only button */
  name: string;
  /** where to come back to without JavaScript (the page it is pressed on) */
  back: string;
  variant: "page" | "card";
  /** a logged-in shopper's form token; a visitor posts none and is led to the login */
  csrf: string | null;
}

export function CollectButton({ goodsId, collected, name, back, variant, csrf }: Props) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const fetcher = useFetcher<CollectReply>({ key: `collect-${goodsId}` });
  const pending = fetcher.formData?.get("intent");
  const shown = pending ? pending === "collect" : (fetcher.data?.collected ?? collected);
  const label = shown ? t("collect.collected") : t("collect.collect");
  return (
    <fetcher.Form
      method="post"
      action={`/goods/${goodsId}`}
      className={variant === "card" ? "absolute right-1 top-1 z-10" : "contents"}
      preventScrollReset
    >
      {csrf ? <input type="hidden" name="csrf" value={csrf} /> : null}
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        name="intent"
        value={shown ? "uncollect" : "collect"}
        aria-pressed={shown}
        data-testid={variant === "card" ? "card-collect" : "collect"}
        className={
          variant === "card"
            ? "flex h-11 w-11 items-center justify-center rounded-full text-wine"
            : "inline-flex min-h-[44px] shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm text-ink-soft ring-1 ring-line hover:text-wine aria-pressed:text-wine aria-pressed:ring-wine/40"
        }
        {...(variant === "card"
          ? {
              "aria-label": shown
                ? t("collect.uncollectName", { name })
                : t("collect.collectName", { name }),
            }
          : {})}
      >
        <Heart filled={shown} small={variant === "card"} />
        {variant === "page" ? <span>{label}</span> : null}
      </button>
    </fetcher.Form>
  );
}

function Heart({ filled, small }: { filled: boolean; small: boolean }) {
  return (
    <span
      className={
        small
          ? "flex h-8 w-8 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-line"
          : "flex"
      }
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        width={small ? 18 : 20}
        height={small ? 18 : 20}
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </span>
  );
}
