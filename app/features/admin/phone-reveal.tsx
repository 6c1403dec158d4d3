/**
 * A masked mobile number and, for a role with customers.phone, a button that shows it in full: the
 * page's action answers { form: "phone", phone: { whose, phone } }, and the audit log records who
 * saw it (the order desk, the customers desk).
 */
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";

type PhoneAnswer = { form: "phone"; phone?: { whose: string; phone: string }; error?: string };

export function PhoneReveal({
  masked,
  whose,
  mayReveal,
}: {
  masked: string;
  whose: "buyer" | "recipient";
  mayReveal: boolean;
}) {
  const { t } = useTranslation("admin");
  const answer = useActionData() as PhoneAnswer | undefined;
  const shown = answer?.form === "phone" && answer.phone?.whose === whose ? answer.phone : null;
  return (
    <div className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums" data-testid={`${whose}-phone`}>
        {shown ? shown.phone : masked}
      </span>
      {mayReveal && !shown ? (
        <Form method="post" className="inline">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="phone" />
          <input type="hidden" name="whose" value={whose} />
          <button
            type="submit"
            className="inline-flex min-h-[44px] items-center px-1 text-sm text-wine underline-offset-2 hover:underline"
            aria-label={t(`consoleOrder.reveal.${whose}`)}
            data-testid={`reveal-${whose}`}
          >
            {t("consoleOrder.reveal.button")}
          </button>
        </Form>
      ) : null}
      {shown ? (
        <span className="text-xs text-ink-soft">{t("consoleOrder.reveal.logged")}</span>
      ) : null}
    </div>
  );
}
