/**
 * The review of a special title (routes/admin.invoices.titles.$id.tsx): approve it, or reject it
 * with the reason its buyer reads on their titles page. Validated by the server (conform's
 * replies), and again by the service.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "../console-forms";

const box = "flex flex-col gap-3 rounded-xl border border-line p-4";

export function ApproveForm() {
  const { t } = useTranslation("admin");
  const [form] = useForm({ id: "approve", lastResult: useLastResult("approve") });
  const sending = useSending("approve");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="approve-title"
      className={box}
      data-testid="approve-form"
    >
      <h2 id="approve-title" className="font-semibold">
        {t("invoiceDesk.title.approve")}
      </h2>
      <p className="text-sm text-ink-soft">{t("invoiceDesk.title.approveAbout")}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="approve" />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-4"
        disabled={sending}
        data-testid="approve-submit"
      >
        {t("invoiceDesk.title.approveSubmit")}
      </button>
    </Form>
  );
}

export function RejectTitleForm() {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ reason: string }>({
    id: "reject",
    lastResult: useLastResult("reject"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("reject");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="reject-title"
      className={box}
      data-testid="reject-form"
    >
      <h2 id="reject-title" className="font-semibold">
        {t("invoiceDesk.title.reject")}
      </h2>
      <p className="text-sm text-ink-soft">{t("invoiceDesk.title.rejectAbout")}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="reject" />
      <TextField
        meta={fields.reason}
        label={t("invoiceDesk.title.reason")}
        hint={t("invoiceDesk.title.reasonHint")}
        autoComplete="off"
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px] self-start px-4"
        disabled={sending}
        data-testid="reject-submit"
      >
        {t("invoiceDesk.title.rejectSubmit")}
      </button>
    </Form>
  );
}
