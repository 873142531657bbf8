import Link from "next/link";
import { entityHref } from "@/lib/links/record-links";
import { naceLabel } from "@/lib/profile/nace-label";
import { isWithheldEntry } from "@/lib/profile/party";
import { CodeText } from "./code-text";
import type { ProfileCtx } from "./profile-ctx";
import { ValueView } from "./value-view";
import { WithheldPlaceholder } from "./withheld-placeholder";

/** Fields that hold register codes even when the code is a single word (AUDITOR, MERGER). */
const CODE_FIELDS = new Set([
  "status",
  "type",
  "position",
  "governing_body",
  "register",
  "result",
  "result_type",
  "control_type",
  "authority_type",
  "subordination_type",
  "territory_of_activity",
]);

/**
 * One field of a register object, with the meaning its name carries: registration numbers of
 * other entities link to their profiles, NACE codes get their titles, and a school's general
 * manager whose details were withheld gets the placeholder.
 */
export function FieldValue({
  parent,
  name,
  ctx,
  compact = false,
}: {
  parent: Record<string, unknown>;
  name: string;
  ctx: ProfileCtx;
  compact?: boolean;
}) {
  const value = parent[name];
  if (name === "general_manager" && isWithheldEntry(parent)) return <WithheldPlaceholder reason={ctx.withheldReason} />;
  if (name === "nace_code" && typeof value === "string") {
    const label = naceLabel(value);
    return (
      <span>
        <span className="font-mono">{value}</span>
        {label && <span className="text-slate-700"> — {label}</span>}
      </span>
    );
  }
  // Earlier numbers of a re-registered organisation are its own, not another entity's.
  const ownHistory = "religious_entity_details_id" in parent;
  const href = name === "registration_number" && !ownHistory ? entityHref(value) : undefined;
  if (href) return value === ctx.regcode ? <>{value}</> : <Link href={href}>{String(value)}</Link>;
  if (CODE_FIELDS.has(name) && typeof value === "string" && /^[A-Z0-9_]+$/.test(value))
    return <CodeText code={value} />;
  return <ValueView value={value} ctx={ctx} compact={compact} />;
}
