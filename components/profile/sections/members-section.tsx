import type { Member } from "@/lib/registry/schemas/lists";
import { fields, partyColumn } from "../columns";
import { DataTable, type Column } from "../data-table";
import { PartyCell } from "../party-cell";
import type { ProfileCtx } from "../profile-ctx";
import { Section } from "../section";
import { ValueView } from "../value-view";

type Shares = NonNullable<Member["share_holder_details"]>;

function share(ctx: ProfileCtx, header: string, pick: (s: Shares) => React.ReactNode): Column<Member> {
  return {
    header,
    keys: ["share_holder_details", "share_holder_details_id"],
    cell: (m) => (m.share_holder_details ? pick(m.share_holder_details) : <ValueView value={null} ctx={ctx} />),
  };
}

/** Members (shareholders, partners) with their shares, votes, joint owners and representatives. */
export function MembersSection({ members, ctx }: { members: Member[]; ctx: ProfileCtx }) {
  const columns: Column<Member>[] = [
    partyColumn(ctx, "Member"),
    share(ctx, "Shares", (s) => <ValueView value={s.number_of_shares} ctx={ctx} />),
    share(ctx, "Nominal value", (s) => (
      <>
        <ValueView value={s.share_nominal_value} ctx={ctx} /> <ValueView value={s.share_currency} ctx={ctx} />
      </>
    )),
    share(ctx, "Percent", (s) =>
      s.in_percent === null ? <ValueView value={null} ctx={ctx} /> : <>{String(s.in_percent)}%</>,
    ),
    share(ctx, "Votes", (s) => <ValueView value={s.votes} ctx={ctx} />),
    share(ctx, "Joint owners", (s) =>
      s.joint_owners.length === 0 ? (
        <span className="text-slate-500">None</span>
      ) : (
        <ul className="space-y-1">
          {s.joint_owners.map((j) => (
            <li key={j.id}>
              <PartyCell entry={j} ctx={ctx} />
            </li>
          ))}
        </ul>
      ),
    ),
    {
      header: "Representative",
      keys: ["representative", "representative_id"],
      cell: (m) =>
        m.representative ? (
          <PartyCell entry={m.representative} ctx={ctx} />
        ) : (
          <span className="text-slate-500">None</span>
        ),
    },
    ...fields<Member>(ctx, ["date_from", "date_to", "is_personally_liable", "is_restricted"]),
  ];
  return (
    <Section id="members" title="Members" note={`${members.length} in total`}>
      <DataTable
        listId="members"
        caption="Members"
        rows={members}
        columns={columns}
        ctx={ctx}
        empty="No members registered"
      />
    </Section>
  );
}
