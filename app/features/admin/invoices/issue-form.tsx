/**
 * An invoice issued (routes/admin.invoices.requests.$orderNo.tsx): the number the tax platform
 * gave it and its document, a PDF or OFD of at most 5 MB, in one plain multipart form. The member
 * types the number again on a refusal only when the number itself was refused; the file is chosen
 * again (a browser never keeps it).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "../console-forms";
import { FileField } from "../file-field";

export function IssueForm() {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ invoiceNo: string; file: File }>({
    id: "issue",
    lastResult: useLastResult("issue"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("issue");
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby="issue-title"
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      data-testid="issue-form"
    >
      <h2 id="issue-title" className="font-semibold">
        {t("invoiceDesk.request.issue")}
      </h2>
      <p className="text-sm text-ink-soft">{t("invoiceDesk.request.issueAbout")}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="issue" />
      <TextField
        meta={fields.invoiceNo}
        label={t("invoiceDesk.request.number")}
        hint={t("invoiceDesk.request.numberHint")}
        autoComplete="off"
      />
      <FileField
        meta={fields.file}
        label={t("invoiceDesk.request.file")}
        hint={t("invoiceDesk.request.fileHint")}
        accept="application/pdf,.pdf,.ofd"
        testId="issue-file"
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-4"
        disabled={sending}
        data-testid="issue-submit"
      >
        {t("invoiceDesk.request.issueSubmit")}
      </button>
    </Form>
  );
}
