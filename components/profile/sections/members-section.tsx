import { fieldSchema } from "@/lib/registry/schemas/field-kinds";
import { fieldLabel } from "@/lib/registry/record/labels";
import { type Member, memberSchema } from "@/lib/registry/schemas/lists";
import { fields, partyColumn } from "../columns";
import type { Column } from "../data-table";
import { Missing } from "../date-text";
import { FieldValue } from "../field-value";
import { ListSection } from "../list-section";
import { PartyCell, partyDetailsRun } from "../party-cell";
import type { ProfileCtx } from "../profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

const sharesSchema = fieldSchema(memberSchema, "share_holder_details");
const SHARE_KEYS = ["share_holder_details", "share_holder_details_id"];

/** A field of the member's shareholding, shown as the share details' schema declares it. */
function share(ctx: ProfileCtx, name: string): Column<Member> {
  return {
    header: fieldLabel(name, ctx.locale),
    keys: SHARE_KEYS,
    cell: (m, whole) => {
      const details: Record<string, unknown> | null = m.share_holder_details;
      const value = details?.[name];
      // Shown whole, a cell with no value is left empty: app/globals.css marks it once (see fields).
      if (whole && (value === null || value === undefined || value === "")) return null;
      return m.share_holder_details ? (
        <FieldValue parent={m.share_holder_details} schema={sharesSchema} name={name} ctx={ctx} compact />
      ) : (
        <Missing />
      );
    },
  };
}

/** Members (shareholders, partners) with their shares, votes, joint owners and representatives. */
export function MembersSection({ members, ctx }: { members: Member[]; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile");
  const none = <span className="text-slate-500">{t("none")}</span>;
  const jointOwners = fieldLabel("joint_owners", ctx.locale);
  const representative = fieldLabel("representative", ctx.locale);
  const columns: Column<Member>[] = [
    partyColumn(ctx, t("members.member"), { flagSanctioned: true }),
    ...["number_of_shares", "share_nominal_value", "share_currency", "in_percent", "votes"].map((name) =>
      share(ctx, name),
    ),
    {
      header: jointOwners,
      keys: SHARE_KEYS,
      cell: (m, whole) =>
        !m.share_holder_details?.joint_owners.length ? (
          !whole && none
        ) : (
          <ul className="space-y-1">
            {m.share_holder_details.joint_owners.map((j) => (
              <li key={j.id}>
                <PartyCell entry={j} ctx={ctx} details={!whole} />
              </li>
            ))}
          </ul>
        ),
      under: (m) => (m.share_holder_details?.joint_owners ?? []).map((j) => partyDetailsRun(j, ctx, jointOwners)),
    },
    {
      header: representative,
      keys: ["representative", "representative_id"],
      cell: (m, whole) =>
        m.representative ? <PartyCell entry={m.representative} ctx={ctx} details={!whole} /> : !whole && none,
      under: (m) => (m.representative ? [partyDetailsRun(m.representative, ctx, representative)] : []),
    },
    ...fields<Member>(ctx, memberSchema, ["date_from", "date_to"]),
    // Twelve columns do not fit a portrait page: on paper the two flags go under the row.
    ...fields<Member>(ctx, memberSchema, ["is_personally_liable", "is_restricted"]).map((column): Column<Member> => ({
      ...column,
      underOnPaper: true,
    })),
  ];
  return <ListSection anchor="members" rows={members} schema={memberSchema} columns={columns} ctx={ctx} />;
}
