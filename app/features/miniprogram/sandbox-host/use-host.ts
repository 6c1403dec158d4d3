/**
 * The host's `wx` for a page of the sandbox's mini-program host, made once the page runs in the
 * browser, and the toast it shows (as long as the shop's own toasts).
 */
import { useMemo, useState } from "react";
import type { Wx } from "../../../../miniprogram/logic/wx";
import { browserWx } from "./browser-wx";

const TOAST_MS = 2000;

export function useHostWx(user: string | null): { wx: Wx | null; toast: string | null } {
  const [toast, setToast] = useState<string | null>(null);
  const wx = useMemo(() => {
    if (!user) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    return browserWx(user, {
      toast: (title) => {
        setToast(title);
        clearTimeout(timer);
        timer = setTimeout(() => setToast(null), TOAST_MS);
      },
    });
  }, [user]);
  return { wx, toast };
}
