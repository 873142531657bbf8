import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatDate } from "@/lib/format/format-date";
import { entityHref } from "@/lib/links/record-links";
import { isRecord } from "@/lib/profile/is-record";
import { isValueItem, nameOf } from "@/lib/profile/value-shapes";
import { naceLabel } from "@/lib/profile/nace-label";
import { hasParty } from "@/lib/profile/party";
import { type RecordSchema, fieldSchema, itemSchema, kindOf } from "@/lib/record/field-kinds";
import { CodeText } from "./code-text";
import { DateText, Missing } from "./date-text";
import { ExternalLink } from "./external-link";
import { KeyValueList } from "./key-value-list";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";

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
  const t = useTranslations("profile");
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
  const t = useTranslations("profile");
  const text = String(value);
  switch (kindOf(schema)?.kind) {
    case "timestamp":
      if (formatDate(text, ctx.locale)) return <DateText value={text} />;
      break;
    case "code":
      return <CodeText code={text} />;
    case "registration-number": {
      const href = entityHref(value);
      if (href && value !== ctx.regcode) return <Link href={href}>{text}</Link>;
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
      return <ExternalLink url={value} />;
    case "amount":
      return <span className="tabular-nums">{text}</span>;
    case "percent":
      return <span className="tabular-nums">{text}%</span>;
  }
  if (typeof value === "boolean") return <>{value ? t("yes") : t("no")}</>;
  return <span className="whitespace-pre-line">{text}</span>;
}

function Folded({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer">{summary}</summary>
      <div className="mt-1 min-w-64">{children}</div>
    </details>
  );
}

function ListValue({ items, schema, ctx }: { items: unknown[]; schema: RecordSchema | undefined; ctx: ProfileCtx }) {
  const t = useTranslations("profile");
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
