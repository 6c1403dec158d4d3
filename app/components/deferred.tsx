/**
 * A part of a page shown only in some of its states (a form opened by a link, a confirmation step):
 * the server draws it at once, from `eager` (imported from a `.server` module, so the browser's
 * build holds nothing of it), and the browser fetches its code apart with `load`, not with the
 * page's first JavaScript. A page drawn with it hydrates the part once its code has come (the
 * server's HTML stays, and its forms work as plain HTML forms until then); `prefetch` fetches the
 * code while the page idles, so a click that shows the part finds it there.
 */
import { lazy, memo, Suspense, type ComponentType } from "react";

export function deferred<P extends object>(
  eager: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
) {
  // Drawn with the props its caller was typed for.
  const Part = (eager ??
    lazy(() => load().then((component) => ({ default: component })))) as ComponentType<object>;
  function prefetch() {
    if (eager || typeof window === "undefined") return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => void load().catch(() => {}));
  }
  // Memoized: a page drawn again with the same props leaves a part still waiting for its code as the
  // server drew it (an update would draw it in the browser, with nothing until the code comes).
  return Object.assign(
    memo(function Deferred(props: P) {
      return (
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      );
    }),
    { prefetch },
  );
}
