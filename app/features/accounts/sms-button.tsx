/**
 * The send-code button. With JavaScript it counts down the 60 s before
 * another code may be sent; without, the server refuses early resends and
 * says how long to wait.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/fields";

export function SmsSendButton({
  waitSeconds,
  sentKey,
  intent = "sendSms",
}: {
  waitSeconds: number;
  sentKey: string | null;
  intent?: string;
}) {
  const { t } = useTranslation("account");
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!sentKey || waitSeconds <= 0) return setLeft(0);
    const until = Date.now() + waitSeconds * 1000;
    setLeft(waitSeconds);
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [sentKey, waitSeconds]);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      disabled={left > 0}
      className="min-h-[44px] shrink-0 whitespace-nowrap rounded-lg border border-wine px-3 text-sm text-wine disabled:border-line disabled:text-ink-faint"
      data-testid="send-sms"
    >
      {left > 0 ? t("auth.resendIn", { seconds: left }) : t("auth.sendCode")}
    </button>
  );
}

/** Where a form stands with its SMS code: sent (and when another may be asked for). */
export interface SmsState {
  waitSeconds?: number;
  sentKey?: string | null;
  sent?: boolean;
}

/**
 * The SMS code field of every form that asks for one (login, registration, the phone change, a
 * points gift): the code, the send button with its countdown, and "sent" once it was.
 */
export function SmsCodeField({
  meta,
  sms,
  intent,
}: {
  meta: FieldMetadata<string | number | undefined>;
  sms: SmsState | null | undefined;
  intent?: string;
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <TextField
        meta={meta}
        label={t("auth.smsCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
      >
        <SmsSendButton
          waitSeconds={sms?.waitSeconds ?? 0}
          sentKey={sms?.sentKey ?? null}
          intent={intent}
        />
      </TextField>
      {sms?.sent ? (
        <p className="text-sm text-ink-soft" role="status" data-testid="sms-sent">
          {t("auth.codeSent")}
        </p>
      ) : null}
    </>
  );
}
