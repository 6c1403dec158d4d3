/**
 * The gift's confirmation (spec §8: "points once sent cannot be revoked"), rendered by the server
 * from ?confirm=gift as every confirmation of the shop is: a dialog over the page, with "keep" a
 * link back. Above the rule's threshold it asks for the SMS code sent to the giver's own phone,
 * after the image code, with the login form's 60 s countdown.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DialogButtons, DialogFrame } from "~/components/confirm-dialog";
import { FieldErrors } from "~/components/field-errors";
import { AuthenticityTokenInput } from "~/components/form-security";
import {
  CaptchaField,
  type MissingCaptcha,
  type PageCaptcha,
} from "~/features/accounts/captcha-field";
import { SmsCodeField } from "~/features/accounts/sms-button";
import type { SmsState } from "~/features/accounts/send-code.server";
import { GIFT_CONFIRM_PATH, GIFT_FORM_PATH } from "./paths";

interface ConfirmFields {
  captchaCode?: string;
  smsCode?: string;
}

export interface GiftToConfirm {
  receiverPhone: string;
  receiverNickname: string;
  points: number;
  needsSms: boolean;
}

export function GiftConfirm({
  gift,
  name,
  myPhone,
  captcha,
  lastResult,
  sms,
}: {
  gift: GiftToConfirm;
  name: string;
  myPhone: string;
  captcha: PageCaptcha | MissingCaptcha | null;
  lastResult: SubmissionResult<string[]> | undefined;
  sms: SmsState | null;
}) {
  const { t } = useTranslation("points");
  const [form, fields] = useForm<ConfirmFields>({ id: "points-gift-confirm", lastResult });
  return (
    <DialogFrame
      name="gift"
      title={t("points.gift.confirmTitle")}
      text={t("points.gift.irrevocable")}
      keepLabel={t("points.gift.keep")}
      backTo={GIFT_FORM_PATH}
    >
      <p className="mt-3 rounded-xl bg-paper px-4 py-3 text-base" data-testid="gift-summary">
        {gift.receiverNickname
          ? t("points.gift.summaryNamed", {
              nickname: gift.receiverNickname,
              phone: gift.receiverPhone,
              points: gift.points,
              name,
            })
          : t("points.gift.summary", { phone: gift.receiverPhone, points: gift.points, name })}
      </p>
      <Form
        method="post"
        action={GIFT_CONFIRM_PATH}
        replace
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-4"
      >
        <AuthenticityTokenInput />
        {gift.needsSms ? (
          <>
            <p className="text-sm text-ink-soft" data-testid="gift-sms-intro">
              {t("points.gift.smsIntro", { phone: myPhone })}
            </p>
            <CaptchaField captcha={captcha} meta={fields.captchaCode} />
            <SmsCodeField meta={fields.smsCode} sms={sms} intent="giftSendCode" />
          </>
        ) : null}
        <FieldErrors errors={form.errors} id={form.errorId} />
        <div className="flex flex-col-reverse gap-3 pc:flex-row pc:justify-end">
          <DialogButtons
            name="gift"
            intent="giftSend"
            keepLabel={t("points.gift.keep")}
            yesLabel={t("points.gift.yes")}
            backTo={GIFT_FORM_PATH}
          />
        </div>
      </Form>
    </DialogFrame>
  );
}
