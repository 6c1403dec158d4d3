/** Wraps a screen's forms with its CSRF token and honeypot fields (remix-utils). */
import { createContext, useContext } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

const HoneypotContext = createContext<HoneypotInputProps | null>(null);

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
  return honeypot ? (
    <HoneypotContext.Provider value={honeypot}>{inner}</HoneypotContext.Provider>
  ) : (
    inner
  );
}

/**
 * remix-utils' honeypot fields, hidden by the `hidden` attribute: theirs hide
 * with a style attribute, which the CSP refuses, and people would see the trap.
 */
export function HoneypotInputs({ label = "Please leave this field blank" }: { label?: string }) {
  const honeypot = useContext(HoneypotContext);
  if (!honeypot) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = honeypot;
  return (
    <div id={`${nameFieldName}_wrap`} hidden aria-hidden="true">
      <label htmlFor={nameFieldName}>{label}</label>
      {/* "off" is the one valid way to say it; a browser does not autofill a hidden field anyway. */}
      <input
        id={nameFieldName}
        name={nameFieldName}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}

export { AuthenticityTokenInput } from "remix-utils/csrf/react";
