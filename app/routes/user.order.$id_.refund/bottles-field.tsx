/**
 * Which bottles a request takes back: each line of the order that has bottles left, with a
 * quantity from 0 to what is left (every bottle left at first). Plain selects, so the form works
 * without JavaScript; with it, the form says at once what the chosen bottles are worth.
 */
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { FieldErrors } from "~/components/field-errors";
import { goodsName } from "~/features/catalog/goods-name";
import { pictureSrc } from "~/features/catalog/picture";
import type { Lang } from "~/utils/lang";
import { quantityField } from "./refund-form";

export function BottlesField({
  lines,
  quantities,
  onChange,
  error,
  lang,
  kind,
}: {
  lines: OrderView["lines"];
  /** bottles by line id, as chosen */
  quantities: Record<string, string>;
  onChange: (lineId: number, quantity: string) => void;
  error?: string;
  lang: Lang;
  kind: "refund" | "return";
}) {
  const { t } = useTranslation("aftersale");
  const { t: tp } = useTranslation("payment");
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? "lines-error" : undefined}
      data-testid="refund-bottles"
    >
      <legend className="mb-1 text-sm font-medium text-ink">
        {t("afterSale.bottles", { context: kind })}
      </legend>
      <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
        {lines.map((line) => {
          const left = line.quantity - line.refundedQuantity;
          const name = goodsName(line, lang);
          const id = quantityField(line.id);
          return (
            <li key={line.id} className="flex items-center gap-3 p-3" data-testid="refund-line">
              <img
                src={pictureSrc(line.picture, lang)}
                alt=""
                width={36}
                height={48}
                loading="lazy"
                className="h-12 w-9 shrink-0 rounded bg-paper object-contain"
              />
              <label htmlFor={id} className="min-w-0 flex-1 text-sm">
                <span className="line-clamp-2">{name}</span>
                <span className="text-xs text-ink-faint">
                  {line.vintage ?? tp("order.nv")} · {t("afterSale.bottlesLeft", { count: left })}
                </span>
              </label>
              <select
                id={id}
                name={id}
                value={quantities[String(line.id)] ?? String(left)}
                onChange={(e) => onChange(line.id, e.target.value)}
                className="min-h-[44px] w-20 shrink-0 rounded-lg border border-line bg-white px-2 text-base tabular-nums"
                aria-invalid={error ? true : undefined}
              >
                {Array.from({ length: left + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <FieldErrors errors={error ? [error] : undefined} id="lines-error" />
    </fieldset>
  );
}
