/** /user/agreement: the terms, privacy policy and points terms, inside the user area. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgreementPage } from "~/features/accounts/agreement-page";
import { agreements } from "~/features/accounts/agreements";
import { htmlLang } from "~/utils/lang";

export async function loader({ context }: LoaderFunctionArgs) {
  const { lang } = context;
  return { doc: agreements.service[lang], lang };
}

export default function UserAgreement() {
  const { doc, lang } = useLoaderData<typeof loader>();
  return <AgreementPage doc={doc} lang={htmlLang(lang)} />;
}
