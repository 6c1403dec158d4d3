/**
 * The order page's bottles: from shipping on, each bottle's serial and a way to its history
 * (/p/{serial}); after receipt, its claim. Revealing a code claims the bottle in the log, so the
 * buttons are plain forms posting to the order's route, one bottle or all.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderBottles } from "#contract/provenance-answers";
import { AuthenticityTokenInput } from "~/components/form-security";
import { formatDate } from "~/utils/time";

const RECEIVED = new Set(["pending_comment", "completed", "returning"]);

interface Props {
  bottles: OrderBottles["bottles"];
  status: string;
  lang: string;
}

export function OrderBottlesCard({ bottles, status, lang }: Props) {
  const { t } = useTranslation("provenance");
  if (bottles.length === 0) return null;
  const received = RECEIVED.has(status);
  const unclaimed = bottles.filter((b) => !b.claimedAt);
  return (
    <section
      id="bottles"
      className="scroll-mt-20 rounded-2xl bg-white p-5 ring-1 ring-line"
      aria-labelledby="bottles-title"
      data-testid="order-bottles"
    >
      <h2 id="bottles-title" className="font-semibold">
        {t("orderBottles.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t("orderBottles.intro")} {received ? null : t("orderBottles.afterReceipt")}
      </p>
      <ul className="mt-3 divide-y divide-line">
        {bottles.map((bottle) => (
          <li key={bottle.serial} className="py-3" data-testid="order-bottle">
            <p className="text-sm font-medium text-ink">
              {lang === "en" ? bottle.name.en : bottle.name.ch}
            </p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-ink-soft">
              <span className="font-mono">
                {t("orderBottles.serial", { serial: bottle.serial })}
              </span>
              <Link
                to={`/p/${bottle.serial}`}
                className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
              >
                {t("orderBottles.view")}
              </Link>
            </p>
            {bottle.secret ? (
              <p className="mt-1 text-sm" data-testid="bottle-secret">
                <span className="font-mono font-semibold tracking-wider text-ink">
                  {t("orderBottles.code", { code: bottle.secret })}
                </span>
                {bottle.claimedAt ? (
                  <span className="ml-2 text-ink-soft">
                    {t("orderBottles.claimedOn", { date: formatDate(bottle.claimedAt) })}
                  </span>
                ) : null}
              </p>
            ) : received ? (
              <ClaimButton serials={[bottle.serial]} label={t("orderBottles.reveal")} />
            ) : null}
          </li>
        ))}
      </ul>
      {received && unclaimed.length > 1 ? (
        <ClaimButton
          serials={unclaimed.map((b) => b.serial)}

          label={t("orderBottles.revealAll")}
          primary
        />
      ) : null}
    </section>
  );
}

function ClaimButton({
  serials,
  label,
  primary = false,
}: {
  serials: string[];
  label: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset className="mt-2">
      <AuthenticityTokenInput />
      {serials.map((serial) => (
        <input key={serial} type="hidden" name="serial" value={serial} />
      ))}
      <button
        type="submit"
        name="intent"
        value="claimBottles"
        className={primary ? "btn-primary w-full pc:w-auto" : "btn-secondary px-4 text-sm"}
      >
        {label}
      </button>
    </Form>
  );
}
