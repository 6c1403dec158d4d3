/**
 * A controlled box's words typed before the page hydrated. React keeps the server's value in its
 * state and puts it back in the box on the next render, so what a shopper typed on a slow phone
 * would vanish, or a form would send the old words. On hydration the state takes what the box
 * holds.
 */
import { useEffect, type RefObject } from "react";

export function useTypedBeforeHydration(
  box: RefObject<HTMLInputElement | null>,
  keep: (typed: string) => void,
): void {
  useEffect(() => {
    if (box.current) keep(box.current.value);
    // Once, on hydration: later the box and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
