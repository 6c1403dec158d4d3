/**
 * Files chosen in a file input before the page hydrated (a slow phone, or a part whose code comes
 * apart). The input's change came with no handler to hear it, so nothing would send them, and a
 * chooser that swaps the plain input for its own would drop them. On hydration they are handed
 * over as if just chosen.
 */
import { useEffect, type RefObject } from "react";

export function useChosenBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  take: (files: File[]) => void,
): void {
  useEffect(() => {
    const files = input.current?.files;
    if (files?.length) take([...files]);
    // Once, on hydration: later the input's own change event hands each choice over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
