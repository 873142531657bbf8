import { isWithheldPerson } from "@/lib/domain/profile/party";
import { type RecordSchema, fieldSchema, kindOf } from "@/lib/registry/schemas/field-kinds";
import { Missing } from "./date-text";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { ValueView } from "./value-view";
import { WithheldPlaceholder } from "./withheld-placeholder";

/**
 * One field of a register object, shown as the object's schema declares it. A person field (a school's
 * general manager) is read with its sibling id, which says whether a withheld person stands there.
 */
export function FieldValue({
  parent,
  schema,
  name,
  ctx,
  compact = false,
}: {
  parent: Record<string, unknown>;
  /** The schema of `parent`. */
  schema: RecordSchema | undefined;
  name: string;
  ctx: ProfileCtx;
  compact?: boolean;
}) {
  const field = fieldSchema(schema, name);
  const kind = kindOf(field);
  const value = parent[name];
  if (kind?.kind === "person") {
    if (isWithheldPerson(value, parent[kind.idKey]))
      return <WithheldPlaceholder locale={ctx.locale} reason={ctx.withheldReason} />;
    return value ? <PartyCell entry={{ natural_person: value }} ctx={ctx} /> : <Missing />;
  }
  return <ValueView value={value} schema={field} ctx={ctx} compact={compact} />;
}
