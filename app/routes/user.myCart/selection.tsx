/**
 * Selecting cart lines. Each box is a submit button acting as a checkbox, so
 * one tap works without JavaScript (the server answers with the page); with
 * JavaScript it posts through a fetcher and shows the new state at once.
 */
import { useFetcher, useFetchers } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Cart } from "#contract/buying";
import { AuthenticityTokenInput } from "~/components/form-security";
import { CART_PATH, canBuy } from "~/features/cart/cart-lines";
export const selectKey = (id: number) => `cart-select-${id}`;
export const SELECT_ALL_KEY = "cart-select-all";

/** What each line shows as selected, pending choices included. */
export function useSelection(cart: Cart): {
  checked: Map<number, boolean>;
  all: boolean;
  count: number;
} {
  const fetchers = useFetchers();
  const pending = (key: string) => {
    const f = fetchers.find((x) => x.key === key && x.formData);
    return f ? f.formData!.get("selected") === "1" : null;
  };
  const allPending = pending(SELECT_ALL_KEY);
  const checked = new Map<number, boolean>();
  for (const line of cart.lines) {
    if (!canBuy(line)) checked.set(line.id, false);
    else checked.set(line.id, allPending ?? pending(selectKey(line.id)) ?? line.selected);
  }
  const available = cart.lines.filter(canBuy);
  const count = available.filter((line) => checked.get(line.id)).length;
  return { checked, all: available.length > 0 && count === available.length, count };
}

/** True while a cart change is on its way (its totals are about to change). */
export function useCartBusy(): boolean {
  return useFetchers().some((f) => f.key.startsWith("cart-") && f.state !== "idle");
}

interface ToggleProps {
  fetcherKey: string;
  intent: "select" | "selectAll";
  id?: number;
  checked: boolean;
  disabled?: boolean;
  label: string;
  testId: string;
  children?: React.ReactNode;
}

export function SelectToggle({
  fetcherKey,
  intent,
  id,
  checked,
  disabled,
  label,
  testId,
  children,
}: ToggleProps) {
  const fetcher = useFetcher({ key: fetcherKey });
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={CART_PATH} className="flex shrink-0">
      <AuthenticityTokenInput />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      <button
        type="submit"
        name="selected"
        value={checked ? "0" : "1"}
        role="checkbox"
        aria-checked={checked}
        aria-label={children ? undefined : label}
        disabled={disabled}
        className="group flex min-h-[44px] min-w-[44px] items-center gap-2 text-sm text-ink disabled:cursor-not-allowed"
        data-testid={testId}
      >
        <span
          aria-hidden="true"
          className={`flex h-[22px] w-[22px] items-center justify-center rounded-full border-2 transition-colors ${
            checked
              ? "border-wine bg-wine text-white"
              : "border-ink-faint/60 bg-white text-transparent"
          } group-disabled:border-line group-disabled:bg-paper`}
        >
          <svg
            width="12"
            height="12"
            viewBox="0 0 12 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2.5 6.2l2.3 2.3 4.7-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        {children}
      </button>
    </fetcher.Form>
  );
}
