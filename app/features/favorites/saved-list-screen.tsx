/**
 * The screen of /user/myCollect and /user/myFootprint: each row a wine as it is today (picture,
 * name in the reader's language, price, sold out or no longer sold) with when it was collected or
 * last viewed; history grouped by day. Rows are chosen for a batch delete (spec §5: an item first),
 * the whole list is cleared after a confirmation, exported as CSV, and paged as every list of the
 * shop (infinite scroll with JavaScript, "load more" without). Each row on sale puts one bottle in
 * the cart (its own form: the wine page's cart call; with JavaScript through a fetcher, so the list
 * stays where it is).
 */
import { Link, useFetcher } from "@remix-run/react";
import { SAVED_LIST_DEFAULT_LIMIT } from "#contract/favorites";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import { LazyImage } from "~/components/lazy-image";
import { ListBottom, pageAnchor, usePagedList, type ListPage } from "~/components/list/paged-list";
import { SelectBox, SelectionBar, useSelection, type Selection } from "~/components/list/selection";
import { goodsName } from "~/features/catalog/goods-name";
import { pictureSrc } from "~/features/catalog/picture";
import { Price } from "~/features/catalog/price";
import type { Lang } from "~/utils/lang";
import { formatDate, formatDateTime } from "~/utils/time";
import type { SavedItem, SavedKind } from "./saved-lists.server";

export interface SavedListData {
  kind: SavedKind;
  lang: Lang;
  csrf: string;
  total: number;
  today: string;
  yesterday: string;
  exportPath: string;
  confirmClear: boolean;
  here: string;
  clearHref: string;
  selection: { all: boolean; allHref: string; noneHref: string };
  list: ListPage<SavedItem>;
}

export function SavedListScreen({ data }: { data: SavedListData }) {
  const { t } = useTranslation("favorites");
  const paging = usePagedList(data.list, (item) => item.id);
  const { items } = paging;
  const k = data.kind;
  const selection = useSelection(
    `${k}-selection`,
    items.map((item) => item.id),
    data.selection.all,
  );
  const groups = k === "footprints" ? byDay(items) : [{ day: null, items }];

  return (
    <FormSecurity csrf={data.csrf}>
      <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid={`my-${k}`}>
        <div className="flex items-center justify-between gap-3">
          {items.length > 0 ? (
            <a
              href={data.exportPath}
              download
              className="inline-flex min-h-[44px] min-w-[44px] items-center text-sm text-wine underline-offset-2 hover:underline"
              title={t(`${k}.exportHint`)}
              data-testid="saved-export"
            >
              {t(`${k}.export`)}
            </a>
          ) : null}
        </div>

        {items.length === 0 ? (
          <div
            className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line"
            data-testid="saved-empty"
          >
            <p className="text-sm text-ink-soft">{t(`${k}.empty`)}</p>
            <Link to="/goods" className="btn-secondary mt-5">
              {t("saved.goShopping")}
            </Link>
          </div>
        ) : (
          <>
            <p className="text-sm text-ink-soft" data-testid="saved-total">
              {t(`${k}.total`, { count: data.total })}
            </p>
            <SelectionBar
              selection={selection}
              action={data.here.split("?")[0]}
              method="post"
              hidden={{ csrf: data.csrf }}
              allHref={data.selection.allHref}
              noneHref={data.selection.noneHref}
              label={t(`${k}.selectionLabel`)}
              refusedText={t("account:validation.saved.nothingSelected")}
            >
              <button
                type="submit"
                name="intent"
                value="delete"
                className="btn-secondary"
                data-testid="delete-chosen"
              >
                {t(`${k}.delete`)}
              </button>
              <Link
                to={data.clearHref}
                preventScrollReset
                className="inline-flex min-h-[44px] items-center px-2 text-sm text-ink-soft hover:text-wine"
                data-testid="clear-all"
              >
                {t(`${k}.clear`)}
              </Link>
            </SelectionBar>
            {groups.map((group) => (
              <section
                key={group.day ?? "all"}
                aria-label={group.day ? dayLabel(group.day, data, t) : undefined}
              >
                {group.day ? (
                  <h2 className="mb-2 text-sm font-semibold text-ink-soft" data-testid="saved-day">
                    {dayLabel(group.day, data, t)}
                  </h2>
                ) : null}
                <ul
                  className="overflow-hidden rounded-2xl bg-white ring-1 ring-line"
                  data-testid="saved-list"
                >
                  {group.items.map((item) => (
                    <SavedRow
                      key={item.id}
                      item={item}
                      kind={k}
                      lang={data.lang}
                      selection={selection}
                      back={data.here}
                      anchorId={pageAnchor(items.indexOf(item), SAVED_LIST_DEFAULT_LIMIT)}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <ListBottom paging={paging} className="py-2" />
          </>
        )}

        {data.confirmClear ? (
          <ConfirmDialog
            name="clear"
            intent="clear"
            title={t(`${k}.clearTitle`)}
            text={t(`${k}.clearText`, { count: data.total })}
            keepLabel={t("saved.keep")}
            yesLabel={t("saved.yes")}
            backTo={data.here}
          />
        ) : null}
      </div>
    </FormSecurity>
  );
}

function SavedRow({
  item,
  kind,
  lang,
  selection,
  back,
  anchorId,
}: {
  item: SavedItem;
  kind: SavedKind;
  lang: Lang;
  selection: Selection;
  /** the page the row is on, to come back to without JavaScript */
  back: string;
  anchorId?: string;
}) {
  const { t } = useTranslation("favorites");
  const { goods } = item;
  const name = goodsName(goods, lang);
  const state = !item.onShelf ? t("saved.offShelf") : goods.stock === 0 ? t("saved.soldOut") : null;
  const picture = (
    <LazyImage
      src={pictureSrc(goods.picture, lang)}
      alt=""
      width={60}
      height={80}
      className="h-20 w-[60px] object-contain"
      failedText=""
    />
  );
  return (
    <li
      id={anchorId}
      className="flex items-center gap-3 border-b border-line px-3 py-3 last:border-0"
      data-testid="saved-row"
    >
      <SelectBox selection={selection} value={item.id} label={t(`${kind}.selectItem`, { name })} />
      <div className="shrink-0 rounded-lg bg-paper">
        {item.onShelf ? (
          <Link to={`/goods/${goods.id}`} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium" data-testid="saved-name">
          {item.onShelf ? (
            <Link to={`/goods/${goods.id}`} className="hover:text-wine hover:underline">
              {name}
            </Link>
          ) : (
            <span className="text-ink-faint">{name}</span>
          )}
        </p>
        <p className="mt-0.5 truncate text-xs text-ink-soft" data-testid="saved-origin">
          {goods.vintage ?? t("common.nv")} · {goods.countryName} · {goods.areaName}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
          <Price
            cents={goods.priceCents}
            marketCents={goods.marketPriceCents}
            discount={goods.discount}
            lang={lang}
          />
          {state ? (
            <span
              className="rounded bg-ink/70 px-1.5 py-0.5 text-xs text-white"
              data-testid="saved-state"
            >
              {state}
            </span>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-xs tabular-nums text-ink-faint">
            <time dateTime={item.at}>
              {t(kind === "favorites" ? "favorites.collectedAt" : "footprints.visitedAt", {
                time: formatDateTime(item.at),
              })}
            </time>
          </p>
          {item.onShelf ? (
            <RowCart goodsId={goods.id} name={name} soldOut={goods.stock === 0} back={back} />
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** One bottle of the row's wine into the cart; a sold-out wine's button is off (the server refuses too). */
function RowCart({
  goodsId,
  name,
  soldOut,
  back,
}: {
  goodsId: number;
  name: string;
  soldOut: boolean;
  back: string;
}) {
  const { t } = useTranslation("favorites");
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: `saved-cart-${goodsId}` });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={back.split("?")[0]} className="ml-auto shrink-0">
      <AuthenticityTokenInput />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <input type="hidden" name="goodsId" value={goodsId} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        name="intent"
        value="cart"
        disabled={soldOut || busy}
        aria-busy={busy || undefined}
        aria-label={t("saved.addToCartOf", { name })}
        className="btn-secondary h-11 min-w-[44px] whitespace-nowrap px-4 text-sm"
        data-testid="saved-add-to-cart"
      >
        {t("saved.addToCart")}
      </button>
    </fetcher.Form>
  );
}

/** History's rows by the Beijing day of their latest visit, in the list's order. */
function byDay(items: SavedItem[]) {
  const groups: { day: string; items: SavedItem[] }[] = [];
  for (const item of items) {
    const day = formatDate(item.at);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

function dayLabel(
  day: string,
  data: Pick<SavedListData, "today" | "yesterday">,
  t: (key: string) => string,
) {
  if (day === data.today) return `${t("footprints.today")} · ${day}`;
  if (day === data.yesterday) return `${t("footprints.yesterday")} · ${day}`;
  return day;
}
