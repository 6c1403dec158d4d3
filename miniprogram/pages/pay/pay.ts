// The wallet for an order of the shop's payment page; the page checks the result (logic/pay.ts).
import { pay } from "../../logic/pay";

Page({
  onLoad(options: Record<string, string | undefined>) {
    void pay(wx, options.orderId);
  },
});
