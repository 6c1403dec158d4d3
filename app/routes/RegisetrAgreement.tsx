/** The registration agreement in Chinese (the spec's path, spelling kept). */
import { useLoaderData } from "@remix-run/react";
import { AgreementPage } from "~/features/accounts/agreement-page";
import { agreements } from "~/features/accounts/agreements";

export async function loader() {
  return { doc: agreements.registration.ch };
}

export default function RegistrationAgreementCh() {
  return (
    <AgreementPage
      doc={useLoaderData<typeof loader>().doc}
      lang="zh-CN"
      other={{ to: "/RegisetrAgreementEn", lang: "en" }}
    />
  );
}
