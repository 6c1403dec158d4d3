/**
 * History entries the router must not see: an overlay (the photo lightbox) pushes one of its own,
 * a copy of the page's, so that Back closes it, and takes that move back for itself. React Router
 * would take it for a navigation: it would load the page's data again and drop a form's answer (a
 * refund's confirmation step). A window's listeners run in the order they were added, so
 * entry.client.tsx adds this one before the router starts, and it keeps the overlay's moves.
 */
type PopHandler = (event: PopStateEvent) => boolean;

let current: PopHandler | null = null;

export function listenBeforeRouter(): void {
  window.addEventListener("popstate", (event) => {
    if (current?.(event)) event.stopImmediatePropagation();
  });
}

/**
 * While an overlay is open, each move in the history goes to `take` first; the moves it answers
 * true for are the overlay's, and the router never hears of them.
 */
export function takeHistoryMoves(take: PopHandler): () => void {
  current = take;
  return () => {
    if (current === take) current = null;
  };
}
