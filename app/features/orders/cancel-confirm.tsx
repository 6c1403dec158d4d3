/**
 * "Cancel this order?" (spec §8's confirmation), as a step the server
 * renders from `?confirm=cancel` (see ConfirmDialog).
 */
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";

export function CancelConfirm({
  orderId,
  orderNo,
  backTo,
}: {
  orderId: number;
  orderNo: string;
  backTo: string;
}) {
  const { t } = useTranslation("payment");
  return (
    <ConfirmDialog
      name="cancel"
      intent="cancel"
      title={t("order.confirmCancel")}
      text={t("order.confirmCancelText")}
      keepLabel={t("order.keep")}
      yesLabel={t("order.confirmYes")}
      backTo={backTo}
      hidden={{ orderId }}
    >
      {t("order.orderNo")} {orderNo}
    </ConfirmDialog>
  );
}
