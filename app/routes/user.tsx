/** The user area (/user and its children): login required; a side menu on desktops. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountSideMenu } from "~/features/accounts/account-side-menu";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { ScreenTitle } from "~/components/shell/screen-title";
// In one server module, so the browser's build imports one empty module here, not three shared ones.
import { userAreaLoader } from "~/features/accounts/user-area.server";

export const handle = { i18n: ["center"] };

export async function loader(args: LoaderFunctionArgs) {
  return userAreaLoader(args);
}

export default function UserArea() {
  const { csrf } = useLoaderData<typeof loader>();
  return (
    <FormSecurity csrf={csrf}>
      <div className="mx-auto max-w-6xl pc:flex pc:gap-8 pc:px-6 pc:pt-8">
        <AccountSideMenu />
        {/* A screen that failed (not found, the shop unreachable) is titled by its error alone:
            the screen's title hides beside it (tailwind.css, .account-column). */}
        <div className="account-column min-w-0 flex-1">
          <ScreenTitle className="mb-4" />
          <Outlet />
        </div>
      </div>
    </FormSecurity>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
