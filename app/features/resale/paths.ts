/** Where the seller's resale screens, their steps and their exports live. */
export const RESALE_GOODS_PATH = "/user/myRecyclingGoods";
export const RESALE_GOODS_EXPORT_PATH = `${RESALE_GOODS_PATH}/export.csv`;
/** The seller's received or completed orders that still have bottles to resell. */
export const RESALE_PICK_PATH = `${RESALE_GOODS_PATH}?pick=1`;
export const RESALE_SALES_PATH = "/user/myRecyclingOrder";
export const RESALE_SALES_EXPORT_PATH = `${RESALE_SALES_PATH}/export.csv`;

export const resellPath = (orderId: number, goodsId?: number) =>
  `/user/order/${orderId}/resell${goodsId ? `?goodsId=${goodsId}` : ""}`;
export const resaleSalePath = (id: number) => `${RESALE_SALES_PATH}/${id}`;

/** The item's steps of the list page: the parcel form and the confirmations. */
export type ItemStep = "ship" | "withdraw" | "unshelve";
export const itemStepPath = (step: ItemStep, code: string) =>
  step === "ship"
    ? `${RESALE_GOODS_PATH}?ship=${code}#ship-form`
    : `${RESALE_GOODS_PATH}?confirm=${step}&code=${code}`;
