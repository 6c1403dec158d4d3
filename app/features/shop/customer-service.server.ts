/**
 * How to reach customer service (the operator sets it: npm run ops -- shop service). The same for
 * every visitor and on every page (the footer shows it), so one answer serves everyone for a
 * minute rather than costing each page a call; a failed call shows the last answer, or nothing.
 */
import type { CustomerService } from "#contract/shop";
import { callShopping } from "~/service/client.server";

const TTL_MS = 60_000;
let cached: { at: number; service: CustomerService } | null = null;

export async function customerService(): Promise<CustomerService | null> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.service;
  const outcome = await callShopping<CustomerService>("/shop/shop/findCustomerService", {
    lang: "ch",
  });
  if (outcome.ok) cached = { at: Date.now(), service: outcome.data };
  return cached?.service ?? null;
}
