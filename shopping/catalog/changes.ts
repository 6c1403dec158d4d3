/**
 * Who must hear that the catalogue changed (a wine written, moved on or off the shelf, a winery
 * renamed): the storefront's page cache forgets its pages (server/page-cache.ts), so no visitor
 * sees an old price once the change has committed. Told after the commit; a listener that throws
 * does not undo the change.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onCatalogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogChanged(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error("[shopping] a catalogue change listener failed:", error);
    }
  }
}
