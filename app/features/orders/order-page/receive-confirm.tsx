/**
 * "Confirm receipt?" (spec §8's confirmation), rendered by the server from
 * `?confirm=receive` like the cancel step (see ConfirmDialog).
 */
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";

export function ReceiveConfirm({ orderNo, backTo }: { orderNo: string; backTo: string }) {
  const { t } = useTranslation("order");
  const { t: tp } = useTranslation("payment");
  return (
    <ConfirmDialog
      name="receive"
      intent="receive"
      title={t("orderPage.receiveTitle")}
      text={t("orderPage.receiveText")}
      keepLabel={t("orderPage.receiveKeep")}
      yesLabel={t("orderPage.receiveYes")}
      backTo={backTo}
    >
      {tp("order.orderNo")} {orderNo}
    </ConfirmDialog>
  );
}
