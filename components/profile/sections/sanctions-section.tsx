import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { EntitySanction, RelatedSanction } from "@/lib/registry/schemas/sanctions";
import { fields, partyColumn } from "../columns";
import { DataTable, type Column } from "../data-table";
import { ExternalLink } from "../external-link";
import { KeyValueList } from "../key-value-list";
import type { ProfileCtx } from "../profile-ctx";
import { Section, SubSection } from "../section";
import { ValueView } from "../value-view";

function sourceLinks<T extends EntitySanction | RelatedSanction>(): Column<T> {
  return {
    header: "Sources",
    keys: ["sanction_links"],
    cell: (s) =>
      s.sanction_links.length === 0 ? (
        <span className="text-slate-500">None given</span>
      ) : (
        <ul>
          {s.sanction_links.map((l) => (
            <li key={l.id}>
              <ExternalLink url={l.value} />
            </li>
          ))}
        </ul>
      ),
  };
}

const LISTING = ["list", "program", "entry_date"];

/** Sanctions on the entity itself and on persons and entities related to it, with their sources. */
export function SanctionsSection({ record, ctx }: { record: LegalEntity; ctx: ProfileCtx }) {
  const s = record.Sanctions;
  const related = (rows: RelatedSanction[], id: string, title: string) => (
    <SubSection id={id} title={title}>
      <DataTable
        listId={id}
        caption={title}
        rows={rows}
        columns={[
          partyColumn<RelatedSanction>(ctx, "Who"),
          ...fields<RelatedSanction>(ctx, ["position", ...LISTING]),
          sourceLinks(),
        ]}
        ctx={ctx}
        empty={`No sanctions on ${title.toLowerCase()}`}
      />
    </SubSection>
  );
  return (
    <Section
      id="sanctions"
      title="Sanctions"
      note={
        record.sanctions_risk !== null && (
          <>
            Sanctions risk: <ValueView value={record.sanctions_risk} ctx={ctx} />
          </>
        )
      }
    >
      {!s ? (
        <p className="text-sm text-slate-600">No sanctions data in the register record</p>
      ) : (
        <>
          <SubSection id="sanctions-entity" title="On the entity">
            <DataTable
              listId="sanctions-entity"
              caption="Sanctions on the entity"
              rows={s.legal_entity_sanctions}
              columns={[...fields<EntitySanction>(ctx, LISTING), sourceLinks()]}
              ctx={ctx}
              empty="No sanctions on the entity"
            />
          </SubSection>
          <div id="sanctions-related" className="scroll-mt-4 space-y-4">
            {related(s.directly_related_sanctions, "sanctions-direct", "Directly related persons and entities")}
            {related(s.indirectly_related_sanctions, "sanctions-indirect", "Indirectly related persons and entities")}
          </div>
          <details className="text-xs">
            <summary className="cursor-pointer text-slate-600">Sanctions record fields</summary>
            <KeyValueList
              data={s}
              ctx={ctx}
              omit={["legal_entity_sanctions", "directly_related_sanctions", "indirectly_related_sanctions"]}
            />
          </details>
        </>
      )}
    </Section>
  );
}
