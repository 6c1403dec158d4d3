import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, resources } from "./i18n";

async function hydrate() {
  const i18n = createInstance();
  const lang = document.documentElement.lang === "en" ? "en" : "ch";
  await i18n.use(initReactI18next).init({ ...i18nConfig, resources, lng: lang });
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
