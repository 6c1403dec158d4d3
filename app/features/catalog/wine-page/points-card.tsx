/**
 * The points programme under its shop's name. A member gets the gift panel (spec §2): the friend's
 * phone and the points, sent to the points page, which checks them and opens the same review and
 * confirmation as its own form. A plain form: the wine page carries no form library.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { POINTS_PATH } from "~/features/points/paths";
import { InfoCard } from "./info-card";

const INPUT =
  "min-h-[44px] w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base text-ink";

export function PointsCard({
  member,
  pointsName,
}: {
  /** a logged-in buyer's balance and form token; null for a visitor */
  member: { balance: number; csrf: string } | null;
  /** the shop's own name for its points, when it has one */
  pointsName: string | null;
}) {
  const { t } = useTranslation("catalog");
  const name = pointsName ?? t("detail.pointsPanel");
  if (!member) return <InfoCard title={name}>{t("detail.pointsPanelText")}</InfoCard>;
  return (
    <section
      className="rounded-xl bg-white p-4 text-sm ring-1 ring-line"
      aria-labelledby="points-gift-title"
      data-testid="points-gift-panel"
    >
      <h2 id="points-gift-title" className="font-semibold text-ink">
        {name}
      </h2>
      <p className="mt-1 text-ink-soft">{t("detail.pointsPanelTextMember", { name })}</p>
      <h3 className="mt-3 font-medium text-ink">{t("detail.giftTitle", { name })}</h3>
      <Form method="post" action={POINTS_PATH} className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="csrf" value={member.csrf} />
        <label htmlFor="gift-panel-phone" className="text-ink-soft">
          {t("detail.giftPhone")}
        </label>
        <input
          id="gift-panel-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          required
          className={INPUT}
          data-testid="gift-panel-phone"
        />
        <label htmlFor="gift-panel-points" className="text-ink-soft">
          {t("detail.giftPoints")}
        </label>
        <input
          id="gift-panel-points"
          name="points"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={9}
          required
          aria-describedby="gift-panel-balance"
          className={INPUT}
          data-testid="gift-panel-points"
        />
        <p id="gift-panel-balance" className="text-xs text-ink-faint">
          {t("detail.giftBalance", { balance: member.balance, name })}
        </p>
        <button
          type="submit"
          name="intent"
          value="giftReview"
          className="btn-secondary self-start"
          data-testid="gift-panel-next"
        >
          {t("detail.giftNext")}
        </button>
      </Form>
    </section>
  );
}
