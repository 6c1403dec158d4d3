/**
 * A part of a page shown only in some of its states (a form opened by a link, a confirmation step):
 * the server draws it at once, from `eager` (imported from a `.server` module, so the browser's
 * build holds nothing of it), and the browser fetches its code apart with `load`, not with the
 * page's first JavaScript. `prefetch` fetches the code while the page idles, so a click that shows
 * the part finds it there.
 *
 * A page that arrives with the part already drawn (the link followed without JavaScript, a reload,
 * a form's answer) hydrates it with the rest of the page: the part's route module starts fetching
 * its code as soon as it runs, and the browser's entry waits for it before it hydrates
 * (deferred-parts.ts). A part left to
 * hydrate on its own once its code came would be lost to the first update that reached it before
 * then (React 18 then draws a dehydrated boundary afresh, error 421): the file a buyer had chosen
 * and the words typed in it with it.
 */
import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { fetchIfOnPage } from "./deferred-parts";

/** `waiting`: what shows while the code of a part opened in the browser comes (nothing if left out). */
export function deferred<P extends object>(
  name: string,
  eager: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  waiting?: ReactNode,
) {
  let loaded = eager;
  const loadCode = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  fetchIfOnPage(name, loadCode);
  const Lazy = lazy(() => loadCode().then((component) => ({ default: component })));
  function prefetch() {
    if (loaded || typeof window === "undefined") return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => void loadCode().catch(() => {}));
  }
  // Memoized: a page drawn again with the same props leaves the part as it is.
  return Object.assign(
    memo(function Deferred(props: P) {
      // Chosen once a mount: code that comes later must not swap the component (and lose its state).
      const [Part] = useState(() => (loaded ?? Lazy) as ComponentType<object>);
      return (
        <>
          <template data-deferred-part={name} />
          <Suspense fallback={waiting}>
            <Part {...props} />
          </Suspense>
        </>
      );
    }),
    { prefetch },
  );
}
