/**
 * What the browser's entry waits for before it hydrates: the code of every deferred part
 * (components/deferred.tsx) the server drew on this page. Each part's route module, run before the
 * entry, starts fetching it when it finds the part's marker in the page; a global, not a module the
 * entry imports, so every page's first JavaScript carries no more than the entry's one line.
 */
declare global {
  interface Window {
    deferredPartsOnPage?: Promise<unknown>[];
  }
}

/** Starts fetching a part's code now if the server drew the part on this page. */
export function fetchIfOnPage(name: string, loadCode: () => Promise<unknown>): void {
  if (typeof document === "undefined") return;
  if (!document.querySelector(`template[data-deferred-part="${name}"]`)) return;
  // A part whose code cannot come is left to React's lazy loading (and its error boundary).
  (window.deferredPartsOnPage ??= []).push(loadCode().catch(() => undefined));
}
