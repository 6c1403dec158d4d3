/**
 * A bottle's public page (/p/{serial}), where the QR code on its label leads: its wine, its lot's
 * way to the shop and its own records, each checked (by the server, then by the browser), the
 * proof file to keep, and the claim: whoever holds the bottle types the code under its panel. A
 * code claimed before says when, to everyone. Works as a plain form without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { provenanceCalls } from "~/features/provenance/calls.server";
import { checkOnServer } from "~/features/provenance/check.server";
import { ProvenanceHistory } from "~/features/provenance/history";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { formatDate } from "~/utils/time";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["provenance"] };

const SERIAL = /^L\d{5,9}-\d{4,6}$/;

function serialOf(param: string | undefined): string | null {
  const serial = (param ?? "").toUpperCase();
  return SERIAL.test(serial) ? serial : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const serial = serialOf(params.serial);
  const { api } = context;
  const answer = serial ? await provenanceCalls.bottle(api, serial) : null;
  if (!answer?.ok) {
    if (answer && !(answer.kind === "warning" && answer.status === 404))
      throw new Response("Service unavailable", { status: 503 });
    return data({ found: false as const, serial: params.serial ?? "" }, { status: 404 });
  }
  // Lower case in the address still finds the bottle; the page has one address.
  if (params.serial !== serial) throw redirect(`/p/${serial}`);
  const security = await formSecurity(request);
  return data(
    {
      found: true as const,
      bottle: answer.data,
      history: await checkOnServer(answer.data.chain),
      lang: api.lang,
      csrf: security.csrf,
    },
    { headers: security.headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const serial = serialOf(params.serial);
  if (!serial) throw new Response("Not found", { status: 404 });
  const formData = await readProtectedForm(request, context.lang);
  const code = String(formData.get("code") ?? "");
  const outcome = await provenanceCalls.claim(context.api, serial, code);
  if (outcome.ok) return redirectWithToast(`/p/${serial}`, successFeedback(outcome.message ?? ""));
  // A refused claim answers 200 with its reason beside the field, the code kept (decision 021).
  return data({ code, error: feedbackFor(outcome, context.lang).message });
}

export default function BottlePage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("provenance");
  if (!loaded.found)
    return (
      <div className="mx-auto max-w-3xl px-4 pb-10 pt-6 pc:pt-10">
        {/* No such bottle is no screen: the shell's header holds the page's heading. */}
        <p className="text-xl font-semibold">{t("bottle.title", { serial: loaded.serial })}</p>
        <p className="mt-3 text-ink-soft" data-testid="bottle-not-found">
          {t("bottle.notFound")}
        </p>
      </div>
    );
  const { bottle, history, lang, csrf } = loaded;
  const last = bottle.chain?.records.at(-1);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-4 pc:pt-10" data-testid="bottle-page">
      <h1 className="text-xl font-semibold pc:text-2xl">
        {t("bottle.title", { serial: bottle.serial })}
      </h1>
      <p className="mt-2 text-ink">
        <Link
          to={`/goods/${bottle.goodsId}`}
          className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
        >
          {lang === "en" ? bottle.name.en : bottle.name.ch}
        </Link>
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {t("lot", { code: bottle.lot.code })} ·{" "}
        {bottle.sold ? t("bottle.sold") : t("bottle.inShop")}
      </p>
      {bottle.claimedAt ? (
        <p
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          data-testid="bottle-claimed"
        >
          {t("bottle.claimedOn", { date: formatDate(bottle.claimedAt) })}
        </p>
      ) : bottle.sold ? (
        <ClaimForm csrf={csrf} />
      ) : null}
      <section className="mt-6" aria-labelledby="history-title">
        <h2 id="history-title" className="font-semibold">
          {t("title")}
        </h2>
        <div className="mt-2">
          {history ? (
            <ProvenanceHistory history={history} lang={lang} proofIndex={last?.index} />
          ) : (
            <p className="text-sm text-ink-soft">{t("noKey")}</p>
          )}
        </div>
      </section>
    </div>
  );
}

function ClaimForm({ csrf }: { csrf: string }) {
  const { t } = useTranslation("provenance");
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section
      className="mt-4 rounded-xl bg-white p-4 ring-1 ring-line"
      aria-labelledby="claim-title"
    >
      <h2 id="claim-title" className="font-semibold">
        {t("bottle.claimTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t("bottle.notClaimed")} {t("bottle.claimHelp")}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-start gap-3">
        <input type="hidden" name="csrf" value={csrf} />
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="claim-code" className="sr-only">
            {t("bottle.code")}
          </label>
          <input
            id="claim-code"
            name="code"
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX"
            defaultValue={reply?.code ?? ""}
            aria-invalid={reply?.error ? true : undefined}
            aria-describedby={reply?.error ? "claim-error" : undefined}
            className="min-h-[44px] w-full rounded-lg border border-line bg-white px-3 font-mono text-base uppercase tracking-wider aria-[invalid]:border-wine"
          />
          {reply?.error ? (
            <p
              id="claim-error"
              className="mt-1 text-sm text-wine"
              role="alert"
              data-testid="claim-error"
            >
              {reply.error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary px-6" disabled={busy}>
          {t("bottle.claim")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
