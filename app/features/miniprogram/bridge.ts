/**
 * The mini-program host's bridge (wx.miniProgram), inside its web-view: the one the host page set up
 * (or a test's fake); in a browser switched to the sandbox's host (decision 040), its fake; else
 * weixin-js-sdk's. Each is loaded only where it is used.
 */
import { sandboxUserOf } from "./sandbox-host/cookie";

export interface MiniProgramBridge {
  navigateTo(options: { url: string; fail?: () => void }): void;
}

declare global {
  interface Window {
    wx?: { miniProgram?: MiniProgramBridge };
  }
}

export async function miniProgramBridge(): Promise<MiniProgramBridge | null> {
  if (window.wx?.miniProgram) return window.wx.miniProgram;
  if (sandboxUserOf(document.cookie))
    return (await import("./sandbox-host/fake-bridge")).sandboxMiniProgram;
  const sdk = (await import("weixin-js-sdk")).default as { miniProgram?: MiniProgramBridge };
  return sdk.miniProgram ?? null;
}

/** Opens a page of the host; false when the bridge is missing or the host refuses. */
export async function openHostPage(url: string): Promise<boolean> {
  const bridge = await miniProgramBridge().catch(() => null);
  if (!bridge) return false;
  return new Promise((resolve) => {
    bridge.navigateTo({ url, fail: () => resolve(false) });
    // navigateTo answers only a failure: the web-view is left behind once it works.
    setTimeout(() => resolve(true), 1500);
  });
}
