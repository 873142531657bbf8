import { formatDate } from "@/lib/platform/format/format-date";
import { entityHref } from "@/lib/domain/links/record-links";
import { isRecord } from "@/lib/domain/profile/is-record";
import { isValueItem, nameOf } from "@/lib/domain/profile/value-shapes";
import { naceLabel } from "@/lib/domain/profile/nace-label";
import { hasParty } from "@/lib/domain/profile/party";
import { type RecordSchema, fieldSchema, itemSchema, kindOf } from "@/lib/registry/schemas/field-kinds";
import { isKnownCode } from "@/lib/registry/record/labels";
import { CodeText } from "./code-text";
import { DateText, Missing } from "./date-text";
import { ExternalLink } from "./external-link";
import { KeyValueList } from "./key-value-list";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

interface ValueProps {
  value: unknown;
  /** The value's schema: its declared kind decides how it is shown; without one it is shown as text. */
  schema: RecordSchema | undefined;
  ctx: ProfileCtx;
  /** Table cells: nested objects and lists fold behind a summary so rows stay short. */
  compact?: boolean;
}

/** Any value the registry sends, shown as its schema declares: dates, codes, links, lists and nested objects. */
export function ValueView({ value, schema, ctx, compact = false }: ValueProps) {
  const t = translator(ctx.locale, "profile");
  if (value === null || value === undefined || value === "") return <Missing />;
  if (Array.isArray(value)) {
    const items = itemSchema(schema);
    if (!compact || value.every(isValueItem)) return <ListValue items={value} schema={items} ctx={ctx} />;
    return (
      <Folded summary={t("items", { count: value.length })}>
        <ListValue items={value} schema={items} ctx={ctx} />
      </Folded>
    );
  }
  if (isRecord(value)) {
    if (compact && hasParty(value)) return <PartyCell entry={value} ctx={ctx} />;
    if (!compact) return <KeyValueList data={value} schema={schema} ctx={ctx} />;
    return (
      <Folded summary={nameOf(value) ?? t("fields", { count: Object.keys(value).length })}>
        <KeyValueList data={value} schema={schema} ctx={ctx} />
      </Folded>
    );
  }
  return <ScalarValue value={value} schema={schema} ctx={ctx} />;
}

function ScalarValue({ value, schema, ctx }: ValueProps) {
  const t = translator(ctx.locale, "profile");
  const text = String(value);
  switch (kindOf(schema)?.kind) {
    case "timestamp":
      if (formatDate(text, ctx.locale)) return <DateText locale={ctx.locale} value={text} />;
      break;
    case "code":
      return <CodeText locale={ctx.locale} code={text} />;
    case "registration-number": {
      const href = entityHref(value);
      if (href && value !== ctx.regcode) return <a href={href}>{text}</a>;
      break;
    }
    case "nace-code": {
      const title = naceLabel(text, ctx.locale);
      return (
        <span>
          <span className="font-mono">{text}</span>
          {title && <span className="text-slate-700"> — {title}</span>}
        </span>
      );
    }
    case "url":
      return <ExternalLink locale={ctx.locale} url={value} />;
    // Figures line up by the tables' and field lists' tabular digits.
    case "amount":
      return text;
    case "percent":
      return `${text}%`;
  }
  if (typeof value === "boolean") return <>{value ? t("yes") : t("no")}</>;
  if (isKnownCode(value, ctx.locale)) return <CodeText locale={ctx.locale} code={text} />;
  // Only a text with line breaks needs them kept (the registry's notes); a plain value is plain text.
  return text.includes("\n") ? <span className="whitespace-pre-line">{text}</span> : text;
}

function Folded({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer">{summary}</summary>
      <div className="mt-1 min-w-64 print:min-w-0">{children}</div>
    </details>
  );
}

function ListValue({ items, schema, ctx }: { items: unknown[]; schema: RecordSchema | undefined; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile");
  if (items.length === 0) return <span className="text-slate-500">{t("none")}</span>;
  if (items.every(isValueItem)) {
    return (
      <ul className="list-disc pl-5">
        {items.map((item, i) => (
          <li key={i} title={t("itemId", { id: String(item.id) })}>
            <ValueView value={item.value} schema={fieldSchema(schema, "value")} ctx={ctx} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol className="space-y-2">
      {items.map((item, i) => (
        <li key={i} className="rounded border border-slate-200 p-2">
          <ValueView value={item} schema={schema} ctx={ctx} />
        </li>
      ))}
    </ol>
  );
}
