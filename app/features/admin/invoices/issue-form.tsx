/**
 * An invoice issued, or the red-letter invoice of a refund after it recorded
 * (routes/admin.invoices.requests.$orderNo.tsx): the number the tax platform gave it and its
 * document, a PDF or OFD of at most 5 MB, in one plain multipart form. The member types the number
 * again on a refusal only when the number itself was refused; the file is chosen again (a browser
 * never keeps it).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { formatPrice } from "~/utils/money";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "../console-forms";
import { FileField } from "../file-field";

/** correcting: what the refunds after the invoice owe, and what the invoice stands for after. */
export function IssueForm({
  correcting,
}: {
  correcting?: { owedCents: number; leftCents: number };
}) {
  const { t } = useTranslation("admin");
  const intent = correcting ? "correct" : "issue";
  const [form, fields] = useForm<{ invoiceNo: string; file: File }>({
    id: intent,
    lastResult: useLastResult(intent),
    shouldValidate: "onSubmit",
  });
  const sending = useSending(intent);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby={`${intent}-title`}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      data-testid={`${intent}-form`}
    >
      <h2 id={`${intent}-title`} className="font-semibold">
        {t(`invoiceDesk.request.${intent}`)}
      </h2>
      <p className="text-sm text-ink-soft">
        {correcting
          ? `${t("invoiceDesk.request.correctAbout", { owed: formatPrice(correcting.owedCents) })} ${
              correcting.leftCents > 0
                ? t("invoiceDesk.request.correctLeft", { left: formatPrice(correcting.leftCents) })
                : t("invoiceDesk.request.correctReversed")
            }`
          : t("invoiceDesk.request.issueAbout")}
      </p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <TextField
        meta={fields.invoiceNo}
        label={t(correcting ? "invoiceDesk.request.redNumber" : "invoiceDesk.request.number")}
        hint={t("invoiceDesk.request.numberHint")}
        autoComplete="off"
      />
      <FileField
        meta={fields.file}
        label={t("invoiceDesk.request.file")}
        hint={t("invoiceDesk.request.fileHint")}
        accept="application/pdf,.pdf,.ofd"
        testId={`${intent}-file`}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-4"
        disabled={sending}
        data-testid={`${intent}-submit`}
      >
        {t(`invoiceDesk.request.${intent}Submit`)}
      </button>
    </Form>
  );
}
