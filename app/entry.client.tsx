import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { toLang } from "./utils/lang";
import { listenBeforeRouter } from "./utils/overlay-history";

// No texts here: the root loader's data brings the page's namespaces in its language
// (utils/use-root-translations.ts).
async function hydrate() {
  // Before the router starts listening (overlay-history.ts).
  listenBeforeRouter();
  const i18n = createInstance();
  await Promise.all([
    i18n.use(initReactI18next).init({ ...i18nConfig, lng: toLang(document.documentElement.lang) }),
    // The route modules have run (Remix imports them before this entry): the deferred parts the
    // server drew hydrate with the page (components/deferred-parts.ts).
    ...(window.deferredPartsOnPage ?? []),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
