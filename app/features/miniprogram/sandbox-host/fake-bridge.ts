/**
 * The sandbox's fake wx.miniProgram (decision 040): in a browser switched to the sandbox's
 * mini-program host, the shop's web-view pages open the host's pages here, as the real bridge
 * opens them in WeChat.
 */
import type { MiniProgramBridge } from "../bridge";
import { browserPageOf } from "./pages";

export const sandboxMiniProgram: MiniProgramBridge = {
  navigateTo({ url, fail }) {
    const page = browserPageOf(url);
    if (!page) return fail?.();
    window.location.assign(page);
  },
};
