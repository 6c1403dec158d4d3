/** The order's status with what it means now, the time left to pay, and the buyer's moves. */
import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { Countdown } from "~/features/payments/countdown";
import { PartlyRefunded, useStatusHint } from "../order-status";
import { OrderActions } from "./order-actions";

export function StatusCard({
  order,
  now,
}: {
  order: OrderView;
  /** the server's clock when it rendered the page, for the countdown */
  now: number;
}) {
  const { t } = useTranslation("payment");
  const revalidator = useRevalidator();
  const hint = useStatusHint(order);
  return (
    <section
      className="rounded-2xl bg-gradient-to-br from-wine to-[#3d0c1c] p-5 text-white pc:p-7"
      aria-labelledby="status-title"
    >
      <h2
        id="status-title"
        className="text-2xl font-semibold"
        data-testid="status-title"
        data-status={order.status}
      >
        {t(`order.statuses.${order.status}`)}
        {order.partlyRefunded ? <PartlyRefunded className="ml-3 align-middle" /> : null}
      </h2>
      <p className="mt-1 text-sm text-white/80" data-testid="status-hint">
        {hint}
      </p>
      {order.status === "pending_payment" ? (
        <p className="mt-3 text-sm text-white/90 [&_time]:text-white">
          {t("payment.payWithin")}{" "}
          <Countdown
            deadline={order.payBefore}
            serverNow={now}
            onElapsed={revalidator.revalidate}
          />
        </p>
      ) : null}
      <OrderActions order={order} />
    </section>
  );
}
