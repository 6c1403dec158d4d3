/** The registration agreement in English (the spec's path, spelling kept). */
import { useLoaderData } from "@remix-run/react";
import { AgreementPage } from "~/features/accounts/agreement-page";
import { agreements } from "~/features/accounts/agreements";

export async function loader() {
  return { doc: agreements.registration.en };
}

export default function RegistrationAgreementEn() {
  return (
    <AgreementPage
      doc={useLoaderData<typeof loader>().doc}
      lang="en"
      other={{ to: "/RegisetrAgreement", lang: "zh-CN" }}
    />
  );
}
