/** /agreement: terms of service, privacy policy and points terms, in the chosen language. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgreementPage } from "~/features/accounts/agreement-page";
import { agreements } from "~/features/accounts/agreements";
import { htmlLang } from "~/utils/lang";

// The texts are read in the loader so they never ship in the JavaScript bundle.
export async function loader({ context }: LoaderFunctionArgs) {
  const { lang } = context;
  return { doc: agreements.service[lang], lang };
}

export default function Agreement() {
  const { doc, lang } = useLoaderData<typeof loader>();
  return <AgreementPage doc={doc} lang={htmlLang(lang)} />;
}
