/**
 * The host's own login token, for the service calls the host makes itself (its pay page). The shop's
 * web-view has its own session, made from the one-time ticket at /mp/enter.
 */
import { shopPage } from "./shop";
import type { Wx } from "./wx";

const TOKEN_KEY = "shoppingToken";

export function keepToken(wx: Wx, token: string): void {
  wx.setStorageSync(TOKEN_KEY, token);
}

export function storedToken(wx: Wx): string | null {
  const token = wx.getStorageSync(TOKEN_KEY);
  return typeof token === "string" && token ? token : null;
}

export function forgetToken(wx: Wx): void {
  wx.removeStorageSync(TOKEN_KEY);
}

/** Into the shop's web-view, logged in there by the ticket, at `to`. */
export function enterShop(wx: Wx, ticket: string, to: string): void {
  const enter = `/mp/enter?ticket=${encodeURIComponent(ticket)}&to=${encodeURIComponent(to)}`;
  wx.redirectTo({ url: shopPage(enter) });
}
