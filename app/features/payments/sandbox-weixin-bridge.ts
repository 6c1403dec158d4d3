/**
 * The sandbox's fake WeixinJSBridge (decision 039), loaded only for a sandbox payment in WeChat's
 * browser: no real WeChat can pay a sandbox trade, so it takes the real bridge's place, with the
 * sandbox's sheet (sandbox-wallet-sheet.ts).
 */
import { paySandboxTrade } from "./sandbox-wallet-sheet";
import { bridgeWindow } from "./weixin-bridge";

export function installSandboxBridge(): void {
  bridgeWindow().WeixinJSBridge = {
    invoke: (name, params, callback) => {
      if (name !== "getBrandWCPayRequest") return callback({ err_msg: `${name}:fail` });
      void paySandboxTrade(params).then(callback, () =>
        callback({ err_msg: "get_brand_wcpay_request:fail" }),
      );
    },
  };
  document.dispatchEvent(new Event("WeixinJSBridgeReady"));
}
