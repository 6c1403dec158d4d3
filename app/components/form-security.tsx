/** Wraps a screen's forms with its CSRF token and honeypot fields (remix-utils). */
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

export function FormSecurity({
  csrf,
  honeypot,
  children,
}: {
  csrf: string;
  honeypot?: HoneypotInputProps;
  children: React.ReactNode;
}) {
  const inner = <AuthenticityTokenProvider token={csrf}>{children}</AuthenticityTokenProvider>;
  return honeypot ? <HoneypotProvider {...honeypot}>{inner}</HoneypotProvider> : inner;
}

export { AuthenticityTokenInput } from "remix-utils/csrf/react";
export { HoneypotInputs } from "remix-utils/honeypot/react";
