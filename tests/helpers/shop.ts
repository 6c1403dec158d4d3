/**
 * The shop's contact details, as an operator sets them (the functions behind `npm run ops -- shop
 * return-address` and `shop service`): a new shop has none (migration 0023), and a return cannot be
 * sent back until the return address is set.
 */
import { setCustomerService, setReturnAddress } from "../../shopping/shop/settings";
import type { RunningService } from "./service";

export const TEST_RETURN_ADDRESS = {
  recipient: "测试售后部",
  phone: "021-6000-0000",
  address: "上海市测试区测试路1号 测试仓库（邮编200000）",
};
export const TEST_CUSTOMER_SERVICE = {
  hotline: "400-000-0000",
  hours: "09:00-21:00",
  wechatId: "TestService",
};

/** Sets the return address and customer service, as the operator would (idempotent). */
export async function setShopContacts(svc: RunningService): Promise<void> {
  await setReturnAddress(svc.database.db, TEST_RETURN_ADDRESS, "tester");
  await setCustomerService(svc.database.db, TEST_CUSTOMER_SERVICE, "tester");
}
