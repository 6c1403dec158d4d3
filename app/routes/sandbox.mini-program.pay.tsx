/**
 * The sandbox's mini-program host: its pay page (miniprogram/pages/pay), in a browser (decision
 * 040). The host's own logic runs with the browser's `wx`: the service's signed parameters for the
 * order, the sandbox's WeChat Pay sheet, then back to the shop's payment page, which checks.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEffect, useRef } from "react";
import { pay } from "../../miniprogram/logic/pay";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HostFrame } from "~/features/miniprogram/sandbox-host/host-frame";
import { hostPageLoader } from "~/features/miniprogram/sandbox-host/host.server";
import { useHostWx } from "~/features/miniprogram/sandbox-host/use-host";

export const handle = { i18n: ["payment"] };

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  hostPageLoader(request, context);

export default function SandboxHostPay() {
  const { user, options } = useLoaderData<typeof loader>();
  const { wx, toast } = useHostWx(user);
  const hydrated = useHydrated();
  const started = useRef(false);
  const orderId = options.orderId;
  useEffect(() => {
    // onLoad runs once a page.
    if (started.current || !wx) return;
    started.current = true;
    void pay(wx, orderId);
  }, [wx, orderId]);
  return (
    <HostFrame title="微信支付" user={user} toast={toast}>
      {hydrated ? (
        <p className="mt-10 text-center text-sm text-ink-soft" data-testid="host-waiting">
          正在打开微信支付…
        </p>
      ) : null}
    </HostFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
