import { KeyFindingsList } from "@/components/profile/key-findings-list";
import { DEMO_BANNER } from "@/lib/demo-mode";
import { humanizeCode } from "@/lib/format/humanize-code";
import type { KeyFinding } from "@/lib/profile/key-findings";
import type { LegalEntityResult } from "@/lib/registry/registry-client";

export interface ReportCoverProps {
  result: LegalEntityResult;
  credentialName: string | null;
  appVersion: string;
  findings: KeyFinding[];
  /** Retrieved from the embedded demo registry: the cover says the record is invented. */
  demo: boolean;
}

const codeAndWords = (code: string) => {
  const words = humanizeCode(code);
  return words === code || words === "" ? code || "Not given" : `${words} (${code})`;
};

/** What was seen, when, from where and through which credential: the report's evidence statement. */
export function ReportCover({ result, credentialName, appVersion, findings, demo }: ReportCoverProps) {
  const { record } = result;
  return (
    <header data-report-cover="" data-record-sha256={result.sha256} className="space-y-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Due-diligence report</p>
        <h1 className="text-2xl font-semibold">{record.legal_name}</h1>
      </div>
      {demo && (
        <p data-demo-notice="" className="border-2 border-amber-500 p-3 font-semibold">
          {DEMO_BANNER}: this report was made from the app&apos;s built-in demo registry. The entity, its people and
          every fact below are synthetic; this report is not evidence about any real entity.
        </p>
      )}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm [&>dt]:text-slate-600">
        <Fact label="Registration number">
          <span className="font-mono">{record.registration_number}</span>
        </Fact>
        <Fact label="Legal form">{codeAndWords(record.type)}</Fact>
        <Fact label="Status">{codeAndWords(record.status)}</Fact>
        <Fact label="Retrieved (UTC)">
          <time dateTime={result.retrievedAt}>{result.retrievedAt}</time>
        </Fact>
        <Fact label="Request URL">
          <code className="break-all">{result.url}</code>
        </Fact>
        <Fact label="Credential used">{credentialName ?? "Unknown: the registry did not identify the credential"}</Fact>
        <Fact label="SHA-256 of the record received">
          <code className="break-all">{result.sha256}</code>
        </Fact>
        <Fact label="App version">{appVersion}</Fact>
      </dl>
      <p className="text-xs text-slate-700">
        How to verify: the JSON export of this retrieval (record.json) holds the record exactly as received as the value
        of &quot;record&quot;; the SHA-256 of those bytes equals the hash above.
      </p>
      <KeyFindingsList findings={findings} />
    </header>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
