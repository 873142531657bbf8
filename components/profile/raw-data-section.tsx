import type { GatedResult } from "@/lib/access/gate-record";
import { RawDataLoader } from "./raw-data-loader";
import { Section } from "./section";

/** Answers up to this size are put in the page; larger ones are fetched on request. */
const INLINE_LIMIT_BYTES = 256 * 1024;

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The exact JSON the registry sent, unformatted, for whoever needs to check a value at the source. */
export function RawDataSection({ result }: { result: GatedResult }) {
  const bytes = Buffer.byteLength(result.body, "utf8");
  const inline = bytes <= INLINE_LIMIT_BYTES;
  return (
    <Section id="raw-data" title="Raw data" note={`${size(bytes)} · SHA-256 ${result.sha256.slice(0, 12)}…`}>
      <details className="rounded border border-slate-200 bg-white">
        <summary className="cursor-pointer px-2 py-1 text-sm">
          {result.redaction
            ? "The JSON received from the registry, with personal details removed for your account"
            : "Exact JSON received from the registry"}
        </summary>
        <div className="space-y-2 p-2">
          <p className="text-xs text-slate-600">
            {result.path} · retrieved {result.retrievedAt} · SHA-256{result.redaction && " of the registry's original"}{" "}
            <code className="break-all">{result.sha256}</code> ·{" "}
            <a href={`/api/legal-entities/${result.record.registration_number}`}>open as JSON (fresh retrieval)</a>
          </p>
          {inline ? (
            <pre className="max-h-[32rem] overflow-auto rounded bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100">
              {result.body}
            </pre>
          ) : (
            <RawDataLoader regcode={result.record.registration_number} sha256={result.sha256} />
          )}
        </div>
      </details>
    </Section>
  );
}
