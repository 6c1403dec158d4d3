/**
 * The review of a special title (routes/admin.invoices.titles.$id.tsx): approve it, or reject it
 * with the reason its buyer reads on their titles page. Validated by the server (conform's
 * replies), and again by the service.
 */
import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useLastResult } from "../console-forms";
import { MoveForm, RejectWithReasonForm } from "../move-form";

export function ApproveForm() {
  const { t } = useTranslation("admin");
  const [form] = useForm({ id: "approve", lastResult: useLastResult("approve") });
  return (
    <MoveForm
      form={form}
      intent="approve"
      name="approve"
      heading={t("invoiceDesk.title.approve")}
      about={t("invoiceDesk.title.approveAbout")}
      submit={t("invoiceDesk.title.approveSubmit")}
      primary
    />
  );
}

export function RejectTitleForm() {
  const { t } = useTranslation("admin");
  return (
    <RejectWithReasonForm
      heading={t("invoiceDesk.title.reject")}
      about={t("invoiceDesk.title.rejectAbout")}
      submit={t("invoiceDesk.title.rejectSubmit")}
      reasonLabel={t("invoiceDesk.title.reason")}
      reasonHint={t("invoiceDesk.title.reasonHint")}
    />
  );
}
