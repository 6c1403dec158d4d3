/**
 * A new payout account. The kind is a radio choice; every kind's words and a card's bank are in the
 * page, and which of them show is CSS (.payout-form in tailwind.css), the same with JavaScript and
 * without. With JavaScript the fields are checked as the buyer leaves them; the service checks
 * them again (and that the account is not already there), and its answers land beside them.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAYOUT_KINDS, type PayoutKind } from "#contract/payout-kinds";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { PayoutKindIcon } from "~/features/payouts/kind-icon";
import { NEW_PAYOUT_PATH, PAYOUTS_PATH } from "~/features/payouts/paths";

type AccountFields = Record<"kind" | "account" | "realName" | "bankName", string>;

const isKind = (value: unknown): value is PayoutKind =>
  (PAYOUT_KINDS as readonly unknown[]).includes(value);

/** `first`: the buyer has no account yet, so there is nothing to cancel back to. */
export function AccountForm({ first }: { first: boolean }) {
  const { t } = useTranslation("payouts");
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const onValidate = useValidateOnBlur((checks) => checks.payoutAccountFormSchema);
  const [form, fields] = useForm<AccountFields>({
    id: "payout-account",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { kind: "alipay" },
    shouldValidate: "onBlur",
    onValidate,
  });
  const sent = fields.kind.initialValue;
  const [kind, setKind] = useState<PayoutKind>(isKind(sent) ? sent : "alipay");
  /** The words of each kind; CSS shows the chosen kind's. */
  const byKind = (key: string) =>
    PAYOUT_KINDS.map((k) => (
      <span key={k} className={`for-${k}`}>
        {t(`${key}.${k}`)}
      </span>
    ));

  return (
    <section
      id="payout-form"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:max-w-2xl pc:p-6"
      aria-labelledby="payout-form-heading"
      data-testid="payout-form"
    >
      <h2 id="payout-form-heading" className="font-semibold">
        {t("payoutForm.title")}
      </h2>
      {first ? (
        <p className="-mt-2 text-sm text-ink-soft" data-testid="payouts-empty">
          {t("payouts.empty")}
        </p>
      ) : null}
      <Form
        method="post"
        action={NEW_PAYOUT_PATH}
        {...getFormProps(form)}
        className="payout-form flex flex-col gap-4"
      >
        <AuthenticityTokenInput />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{t("payoutForm.kind")}</legend>
          <div className="grid grid-cols-3 gap-2">
            {PAYOUT_KINDS.map((value) => (
              <label
                key={value}
                className="flex min-h-[48px] cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-xl px-1 text-sm ring-1 ring-line has-[:checked]:bg-wine-light has-[:checked]:font-semibold has-[:checked]:text-wine has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wine has-[:checked]:ring-2 has-[:checked]:ring-wine"
                data-testid={`payout-kind-${value}`}
              >
                <input
                  {...getInputProps(fields.kind, { type: "radio", value })}
                  key={`${fields.kind.key}-${value}`}
                  id={`${fields.kind.id}-${value}`}
                  className="sr-only"
                  onChange={() => setKind(value)}
                />
                <PayoutKindIcon kind={value} size={20} />
                {t(`payouts.kind.${value}`)}
              </label>
            ))}
          </div>
          <FieldErrors errors={fields.kind.errors} id={fields.kind.errorId} />
        </fieldset>
        <TextField
          meta={fields.account}
          label={byKind("payoutForm.account")}
          hint={byKind("payoutForm.accountHint")}
          inputMode={kind === "bank" ? "numeric" : "text"}
          autoComplete="off"
        />
        <TextField
          meta={fields.realName}
          label={byKind("payoutForm.realName")}
          hint={<NameHint>{byKind("payoutForm.nameHint")}</NameHint>}
          autoComplete="name"
        />
        <div className="for-bank">
          <TextField
            meta={fields.bankName}
            label={t("payoutForm.bankName")}
            hint={t("payoutForm.bankNameHint")}
            autoComplete="off"
          />
        </div>
        {form.errors?.length ? (
          <p className="text-sm text-wine" role="alert" data-testid="form-error">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="add"
            className="btn-primary"
            data-testid="payout-submit"
          >
            {t("payoutForm.submit")}
          </button>
          {first ? null : (
            <Link
              to={PAYOUTS_PATH}
              className="inline-flex min-h-[44px] items-center px-3 text-sm text-ink-soft"
            >
              {t("payoutForm.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

function NameHint({ children }: { children: ReactNode }) {
  const { t } = useTranslation("payouts");
  return (
    <>
      <span className="block">{children}</span>
      <span className="block">{t("payoutForm.nameRule")}</span>
    </>
  );
}
