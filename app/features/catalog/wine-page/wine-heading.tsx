/** The wine's name with its heart, its promotion above, and its name in the other language. */
import type { GoodsDetail } from "#contract/catalog";
import { CollectButton } from "~/features/favorites/collect-button";
import type { Lang } from "~/utils/lang";

export function WineHeading({
  goods,
  name,
  lang,
  csrf,
}: {
  goods: Pick<GoodsDetail, "id" | "promotion" | "collected" | "spuName" | "spuNameEn">;
  name: string;
  lang: Lang;
  csrf: string | null;
}) {
  return (
    <>
      {goods.promotion ? (
        <p className="mb-2 inline-block rounded bg-wine px-2 py-0.5 text-xs font-medium text-white">
          {goods.promotion}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-xl font-semibold leading-snug pc:text-2xl" data-testid="goods-title">
          {name}
        </h1>
        <CollectButton
          goodsId={goods.id}
          collected={goods.collected === true}
          name={name}
          back={`/goods/${goods.id}`}
          variant="page"
          csrf={csrf}
        />
      </div>
      {/* The name in the other language a buyer may know it by (the label, a receipt). */}
      {lang === "ch" ? (
        <p className="mt-1 text-sm text-ink-faint" lang="en" data-testid="goods-other-name">
          {goods.spuNameEn}
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-faint" lang="zh-CN" data-testid="goods-other-name">
          {goods.spuName}
        </p>
      )}
    </>
  );
}
