import type { Officer } from "@/lib/registry/schemas/lists";
import { fields, partyColumn } from "../columns";
import { DataTable, type Column } from "../data-table";
import { FieldValue } from "../field-value";
import type { ProfileCtx } from "../profile-ctx";
import { Section } from "../section";
import { ValueView } from "../value-view";

/** Officers with their positions, terms and rights of representation. */
export function OfficersSection({ officers, ctx }: { officers: Officer[]; ctx: ProfileCtx }) {
  const columns: Column<Officer>[] = [
    partyColumn(ctx, "Officer"),
    {
      header: "Position",
      keys: ["position", "position_details"],
      cell: (o) => (
        <>
          <FieldValue parent={o} name="position" ctx={ctx} />
          {o.position_details !== null && o.position_details !== "" && (
            <div className="text-xs text-slate-600">
              <ValueView value={o.position_details} ctx={ctx} />
            </div>
          )}
        </>
      ),
    },
    ...fields<Officer>(ctx, ["governing_body"]),
    {
      header: "Rights of representation",
      keys: ["rights_of_representation"],
      cell: (o) =>
        o.rights_of_representation.length === 0 ? (
          <span className="text-slate-500">None registered</span>
        ) : (
          <ul>
            {o.rights_of_representation.map((r) => (
              <li key={r.id}>
                <FieldValue parent={r} name="type" ctx={ctx} />
                {r.with_at_least !== null && <> with at least {String(r.with_at_least)}</>}
                {r.details !== null && r.details !== "" && (
                  <span className="text-slate-600"> ({String(r.details)})</span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    ...fields<Officer>(ctx, ["appointed_on", "term_until", "resigned_on"]),
  ];
  return (
    <Section id="officers" title="Officers" note={`${officers.length} in total`}>
      <DataTable
        listId="officers"
        caption="Officers"
        rows={officers}
        columns={columns}
        ctx={ctx}
        empty="No officers registered"
      />
    </Section>
  );
}
