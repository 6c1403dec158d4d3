import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useChangeLanguage } from "remix-i18next/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { DeviceProvider } from "./components/shell/device";
import { Footer } from "./components/shell/footer";
import { SearchBox } from "./features/catalog/search-box";
import { CustomerServiceLine } from "./features/shop/customer-service-line";
import { MobileFloat } from "./components/shell/mobile-float";
import { MobileHeader } from "./components/shell/mobile-header";
import { NoscriptRefresh } from "./components/shell/noscript-refresh";
import { ProgressBar } from "./components/shell/progress-bar";
import { showsBackToTop, showsTabBar } from "./components/shell/bottom-chrome";
import { TabBar } from "./components/shell/tab-bar";
import { ToastView } from "./components/shell/toast";
import { TopNav } from "./components/shell/top-nav";
import { rootLoader } from "./root.loader.server";
import { routeNamespaces } from "./utils/route-namespaces.server";
import { useRootTranslations } from "./utils/use-root-translations";
import { screenFor } from "./screens";
import type { ConsoleChrome } from "./features/admin/console-root";
import { LangSwitch } from "./components/shell/lang-switch";
import stylesheet from "./tailwind.css";
import { htmlLang, type Lang } from "./utils/lang";
import { useNonce } from "./utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate icon", href: "/favicon.ico" },
];

export const handle = { i18n: "common" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return rootLoader(request, context, routeNamespaces(new URL(request.url).pathname));
}

/** Spec §4: the cart count (and the rest of the shell) is fetched before each navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  // Inside the mini-program the host's bar shows the page's title: the screen's own, as the shop's
  // header would.
  {
    title:
      data?.env === "miniProgram" && data.titles.header
        ? data.titles.header
        : (data?.titles.document ?? ""),
  },
  { name: "description", content: data?.titles.description ?? "" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const lang: Lang = data?.lang ?? "ch";
  useRootTranslations(lang, data?.i18n);
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#7b1e3a" />
        <Meta />
        <Links />
        <NoscriptRefresh />
      </head>
      <body id="top" className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root")!;
  useChangeLanguage(data.lang);
  // The back office draws its own frame (features/admin/console-layout.tsx), not the shop's; the
  // root lends it the toast and the language switch, so that they stay in the root's own chunk.
  if (data.inConsole)
    return (
      <>
        <ToastView toast={data.toast ?? null} />
        <Outlet context={{ langSwitch: <LangSwitch lang={data.lang} /> } satisfies ConsoleChrome} />
      </>
    );
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const { t } = useTranslation();
  const lang: Lang = data?.lang ?? "ch";
  const screen = screenFor(location.pathname);
  const hidden = screen?.hidden ?? false;
  const tabBar = showsTabBar(location.pathname);
  const inHost = data?.env === "miniProgram";
  return (
    <DeviceProvider serverEnv={data?.env ?? "h5"}>
      <a href="#main" className="sr-only focus:not-sr-only">
        {t("nav.skip")}
      </a>
      <ProgressBar />
      <TopNav
        lang={lang}
        cartNum={data?.cartNum ?? 0}
        user={data?.user ?? null}
        search={<SearchBox className="mx-4 min-w-0 max-w-sm flex-1" />}
      />
      {hidden ? null : inHost ? (
        // The mini-program's host draws its own bar (title and back) above the web-view: the shop
        // draws none under it, and keeps the screen's heading for readers.
        screen?.heading !== "own" ? (
          <h1 className="sr-only" data-testid="header-title">
            {data?.titles.header ?? ""}
          </h1>
        ) : null
      ) : (
        <MobileHeader
          title={data?.titles.header ?? ""}
          back={data?.back ?? { href: "/", historyBack: true }}
          lang={lang}
          titleIsHeading={screen?.heading !== "own"}
        />
      )}
      <main
        id="main"
        className="shell-main flex-1"
        data-hidden-header={hidden || inHost}
        data-env={data?.env ?? "h5"}
      >
        <ToastView toast={data?.toast ?? null} />
        {children}
      </main>
      <Footer customerService={<CustomerServiceLine />} />
      <MobileFloat show={showsBackToTop(location.pathname)} aboveTabBar={tabBar} />
      {tabBar ? (
        <TabBar
          pathname={location.pathname}
          cartNum={data?.cartNum ?? 0}
          loggedIn={Boolean(data?.user)}
          backToTop={showsBackToTop(location.pathname)}
        />
      ) : null}
    </DeviceProvider>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  );
}
