/** The wine's parameters (spec §3), in the order the service gives them. */
import { useTranslation } from "react-i18next";
import type { GoodsAttribute } from "#contract/catalog";

export function Attributes({ attributes }: { attributes: GoodsAttribute[] }) {
  const { t } = useTranslation("catalog");
  return (
    <section
      className="rounded-xl bg-white p-4 ring-1 ring-line pc:col-span-2 pc:row-start-2"
      aria-labelledby="attributes"
    >
      <h2 id="attributes" className="font-semibold">
        {t("detail.attributes")}
      </h2>
      <dl className="mt-2 grid text-sm pc:grid-cols-2 pc:gap-x-8" data-testid="attributes">
        {attributes.map((a) => (
          <div key={a.key} className="flex gap-3 border-t border-line py-2">
            <dt className="w-28 shrink-0 text-ink-faint">{t(`attr.${a.key}`)}</dt>
            <dd className="min-w-0 text-ink">{a.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
