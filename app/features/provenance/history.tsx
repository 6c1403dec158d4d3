/**
 * A history from the provenance log: each record with its time, place and hash, and how it was
 * checked. The server checked it before the page was sent ("verified by the shop's server");
 * with JavaScript the browser checks every hash and signature again itself, and the log against
 * the checkpoint it saw last ("verified on this device"). The verifier is a chunk of its own,
 * loaded only here.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChainCheck } from "#contract/provenance/chain";
import { formatDate } from "~/utils/time";
import type { CheckedHistory } from "./check.server";
import type { DeviceCheck } from "./verify.client";

interface Props {
  history: CheckedHistory;
  lang: string;
  /** the bottle's latest entry's proof file, offered for download */
  proofIndex?: number;
}

type Shown =
  | { by: "server"; check: ChainCheck }
  | { by: "device"; check: DeviceCheck }
  | { by: "checking"; check: ChainCheck };

export function ProvenanceHistory({ history, lang, proofIndex }: Props) {
  const { t } = useTranslation("provenance");
  const [shown, setShown] = useState<Shown>({ by: "server", check: history.check });
  useEffect(() => {
    let live = true;
    setShown({ by: "checking", check: history.check });
    import("./verify.client")
      .then(({ checkOnDevice }) => checkOnDevice(history.chain))
      .then((check) => live && setShown({ by: "device", check }))
      .catch(() => live && setShown({ by: "server", check: history.check }));
    return () => {
      live = false;
    };
  }, [history]);
  const en = lang === "en";
  const brokenAt = !shown.check.ok ? shown.check.at : null;

  return (
    <div data-testid="provenance-history">
      <VerdictLine shown={shown} />
      <ol className="mt-3 space-y-0 border-l-2 border-wine/20 pl-4">
        {history.records.map((record, n) => (
          <li
            key={record.index}
            className={`relative pb-4 last:pb-0 ${brokenAt === n ? "text-wine-dark" : ""}`}
            data-testid="provenance-record"
          >
            <span
              aria-hidden="true"
              className={`absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full ${
                brokenAt === n ? "bg-wine ring-2 ring-wine/30" : "bg-wine/60"
              }`}
            />
            <p className="text-sm font-medium text-ink">
              {t(stepKey(record.step, record.disposition))}
              {record.grade ? ` · ${t("grade", { grade: record.grade })}` : null}
            </p>
            <p className="text-xs text-ink-soft">
              {record.time ? <time dateTime={record.time}>{formatDate(record.time)}</time> : null}
              {record.where ? ` · ${en ? record.where.en : record.where.zh}` : null}
            </p>
            {record.note ? <p className="text-xs text-ink-soft">{record.note}</p> : null}
            <p className="mt-0.5 break-all font-mono text-[11px] leading-4 text-ink-faint">
              #{record.index} · {record.hash}
            </p>
            {brokenAt === n ? (
              <p className="mt-1 text-xs font-medium text-wine" data-testid="provenance-broken">
                {t("brokenHere")}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-1 flex flex-wrap gap-x-4 text-xs">
        {proofIndex !== undefined ? (
          <a
            href={`/provenance/proof?index=${proofIndex}`}
            download
            className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
          >
            {t("downloadProof")}
          </a>
        ) : null}
        <a
          href="/provenance/key"
          className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
        >
          {t("verifierKey")}
        </a>
      </p>
    </div>
  );
}

function VerdictLine({ shown }: { shown: Shown }) {
  const { t } = useTranslation("provenance");
  const { check } = shown;
  let text: string;
  if (shown.by === "checking") text = t("checking");
  else if (check.ok && shown.by === "device")
    text =
      "rememberedSince" in check && check.rememberedSince
        ? `${t("verifiedDevice")} ${t("extendsSince", { date: formatDate(check.rememberedSince) })}`
        : t("verifiedDevice");
  else if (check.ok) text = t("verifiedServer");
  else if ("since" in check) text = t("rewritten", { date: formatDate(check.since) });
  else if (check.at === null) text = t("badCheckpoint");
  else text = t(check.reason === "broken-link" ? "brokenLink" : "brokenAt", { n: check.at + 1 });
  const good = check.ok && shown.by !== "checking";
  return (
    <p
      role="status"
      className={`rounded-lg px-3 py-2 text-sm ${
        check.ok ? "bg-emerald-50 text-emerald-900" : "bg-wine-light text-wine-dark"
      }`}
      data-testid="provenance-verdict"
      data-by={shown.by}
      data-ok={check.ok ? "true" : "false"}
    >
      {good ? "✓ " : null}
      {text}
    </p>
  );
}

function stepKey(step: string, disposition: string | null): string {
  if (step === "receiving")
    return disposition === "in_progress"
      ? "steps.customs"
      : disposition === "returned"
        ? "steps.returned"
        : "steps.received";
  const known = [
    "commissioning",
    "shipping",
    "retail_selling",
    "inspecting",
    "claim",
    "key",
    "correction",
  ];
  return known.includes(step) ? `steps.${step}` : "steps.other";
}
