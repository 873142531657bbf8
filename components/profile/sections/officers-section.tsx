import { fieldSchema, itemSchema } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import { type Officer, officerSchema } from "@/lib/registry/schemas/lists";
import { fields, partyColumn } from "../columns";
import type { Column } from "../data-table";
import { FieldValue } from "../field-value";
import { ListSection } from "../list-section";
import type { ProfileCtx } from "../profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

const rightSchema = itemSchema(fieldSchema(officerSchema, "rights_of_representation"));

/** Officers with their positions, terms and rights of representation. */
export function OfficersSection({ officers, ctx }: { officers: Officer[]; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile.officers");
  const columns: Column<Officer>[] = [
    partyColumn(ctx, t("officer"), { flagSanctioned: true }),
    {
      header: fieldLabel("position", ctx.locale),
      keys: ["position", "position_details"],
      cell: (o) => (
        <>
          <FieldValue parent={o} schema={officerSchema} name="position" ctx={ctx} />
          {o.position_details !== null && o.position_details !== "" && (
            <div className="text-xs text-slate-600">
              <FieldValue parent={o} schema={officerSchema} name="position_details" ctx={ctx} />
            </div>
          )}
        </>
      ),
    },
    ...fields<Officer>(ctx, officerSchema, ["governing_body"]),
    {
      header: fieldLabel("rights_of_representation", ctx.locale),
      keys: ["rights_of_representation"],
      cell: (o) =>
        o.rights_of_representation.length === 0 ? (
          <span className="text-slate-500">{t("noRights")}</span>
        ) : (
          <ul>
            {o.rights_of_representation.map((r) => (
              <li key={r.id}>
                <FieldValue parent={r} schema={rightSchema} name="type" ctx={ctx} />
                {r.with_at_least !== null && ` ${t("withAtLeast", { count: String(r.with_at_least) })}`}
                {r.details !== null && r.details !== "" && (
                  <span className="text-slate-600"> ({String(r.details)})</span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    ...fields<Officer>(ctx, officerSchema, ["appointed_on", "term_until", "resigned_on"]),
  ];
  return <ListSection anchor="officers" rows={officers} schema={officerSchema} columns={columns} ctx={ctx} />;
}
