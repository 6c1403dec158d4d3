/**
 * The time left to pay. The server renders the minutes left (the no-JS
 * twin, kept current by the page's refresh); with JavaScript it becomes a
 * live clock that ticks every second and says when it reaches zero.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatClock, secondsUntil } from "~/utils/time";

export function Countdown({
  deadline,
  serverNow,
  onElapsed,
}: {
  deadline: string;
  serverNow: number;
  onElapsed?: () => void;
}) {
  const { t } = useTranslation("payment");
  const [now, setNow] = useState<number | null>(null);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => {
    // The server's clock decides when an order closes; follow it, not the phone's.
    const skew = serverNow - Date.now();
    let fired = false;
    const tick = () => {
      const current = Date.now() + skew;
      setNow(current);
      if (!fired && secondsUntil(deadline, current) === 0) {
        fired = true;
        elapsed.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, serverNow]);

  const seconds = secondsUntil(deadline, now ?? serverNow);
  const text =
    now !== null
      ? formatClock(seconds)
      : seconds < 60
        ? t("payment.lessThanMinute")
        : t("payment.minutesLeft", { count: Math.ceil(seconds / 60) });
  return (
    <time
      role="timer"
      dateTime={deadline}
      className="font-semibold tabular-nums text-wine"
      data-testid="countdown"
      data-live={now !== null}
    >
      {text}
    </time>
  );
}
