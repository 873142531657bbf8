import { externalHref } from "@/lib/links/record-links";
import { isRecord } from "@/lib/profile/is-record";
import { hasParty } from "@/lib/profile/party";
import { CodeText } from "./code-text";
import { DateText, Missing } from "./date-text";
import { ExternalLink } from "./external-link";
import { KeyValueList } from "./key-value-list";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
// Multi-word codes only: single upper-case words are as often acronyms (OFAC, EUR) as codes.
const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/**
 * Any value the registry sends, shown readably: dates, links, codes, lists and nested objects.
 * `compact` (table cells) folds nested objects and lists behind a summary so rows stay short.
 */
export function ValueView({ value, ctx, compact = false }: { value: unknown; ctx: ProfileCtx; compact?: boolean }) {
  if (value === null || value === undefined || value === "") return <Missing />;
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (typeof value === "string") return <TextValue text={value} />;
  if (Array.isArray(value)) {
    if (!compact || value.length === 0 || value.every(isValueItem)) return <ListValue items={value} ctx={ctx} />;
    return (
      <Folded summary={`${value.length} ${value.length === 1 ? "item" : "items"}`}>
        <ListValue items={value} ctx={ctx} />
      </Folded>
    );
  }
  if (isRecord(value)) {
    if (compact && hasParty(value)) return <PartyCell entry={value} ctx={ctx} />;
    if (!compact) return <KeyValueList data={value} ctx={ctx} />;
    return (
      <Folded summary={nameOf(value) ?? `${Object.keys(value).length} fields`}>
        <KeyValueList data={value} ctx={ctx} />
      </Folded>
    );
  }
  return <>{String(value)}</>;
}

function nameOf(value: Record<string, unknown>): string | undefined {
  const name = [value.current_name, value.name, value.registration_number, value.address_complete].find(
    (v) => typeof v === "string" && v !== "",
  );
  return typeof name === "string" ? name : undefined;
}

function Folded({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer">{summary}</summary>
      <div className="mt-1 min-w-64">{children}</div>
    </details>
  );
}

function TextValue({ text }: { text: string }) {
  if (TIMESTAMP.test(text)) return <DateText value={text} />;
  if (externalHref(text)) return <ExternalLink url={text} />;
  if (CODE.test(text)) return <CodeText code={text} />;
  return <span className="whitespace-pre-line">{text}</span>;
}

/** {id, <parent>_id, value} items, as used for goals and sanction links: only the value says anything. */
function isValueItem(item: unknown): item is Record<string, unknown> & { value: unknown } {
  return (
    isRecord(item) && "value" in item && Object.keys(item).every((k) => k === "value" || k === "id" || /_id$/i.test(k))
  );
}

function ListValue({ items, ctx }: { items: unknown[]; ctx: ProfileCtx }) {
  if (items.length === 0) return <span className="text-slate-500">None</span>;
  if (items.every(isValueItem)) {
    return (
      <ul className="list-disc pl-5">
        {items.map((item, i) => (
          <li key={i} title={`id ${String(item.id)}`}>
            <ValueView value={item.value} ctx={ctx} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol className="space-y-2">
      {items.map((item, i) => (
        <li key={i} className="rounded border border-slate-200 p-2">
          <ValueView value={item} ctx={ctx} />
        </li>
      ))}
    </ol>
  );
}
