/**
 * How to reach customer service (the operator sets it: npm run ops -- shop service). The same for
 * every visitor and on every page (the footer shows it), so one answer serves everyone for a
 * minute rather than costing each page a call; a failed call shows the last answer, or nothing.
 * "unset": the operator has not set it yet. That answer is kept 5 seconds only, so the details
 * show soon after the operator sets them (and an unset shop costs one call per 5 seconds).
 */
import type { CustomerService } from "#contract/shop";
import { callShopping } from "~/service/client.server";

const TTL_MS = 60_000;
const UNSET_TTL_MS = 5_000;
let cached: { at: number; service: CustomerService | "unset" } | null = null;

/** The details; "unset" until the operator sets them; null when the service could not say. */
export async function customerService(): Promise<CustomerService | "unset" | null> {
  if (cached && Date.now() - cached.at < (cached.service === "unset" ? UNSET_TTL_MS : TTL_MS))
    return cached.service;
  const outcome = await callShopping<CustomerService | null>("/shop/shop/findCustomerService", {
    lang: "ch",
  });
  if (outcome.ok) cached = { at: Date.now(), service: outcome.data ?? "unset" };
  return cached?.service ?? null;
}
