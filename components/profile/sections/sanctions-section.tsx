import { partLabel, sectionLabel } from "@/lib/registry/record/sections";
import { type LegalEntity, legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import {
  type EntitySanction,
  type RelatedSanction,
  entitySanctionSchema,
  relatedSanctionSchema,
} from "@/lib/registry/schemas/sanctions";
import { fields, partyColumn } from "../columns";
import { DataTable } from "../data-table";
import { FieldValue } from "../field-value";
import type { ProfileCtx } from "../profile-ctx";
import { Section, SubSection } from "@/components/shared/section";
import { translator } from "@/lib/platform/i18n/translator";

const LISTING = ["list", "program", "entry_date", "sanction_links"];

/** Sanctions on the entity itself and on persons and entities related to it, with their sources. */
export function SanctionsSection({ record, ctx }: { record: LegalEntity; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile.sanctions");
  const s = record.Sanctions;
  const related = (rows: RelatedSanction[], id: "sanctions-direct" | "sanctions-indirect") => {
    const label = partLabel(id, ctx.locale);
    return (
      <SubSection id={id} title={label}>
        <DataTable
          listId={id}
          caption={label}
          rows={rows}
          schema={relatedSanctionSchema}
          columns={[
            partyColumn<RelatedSanction>(ctx, t("who")),
            ...fields<RelatedSanction>(ctx, relatedSanctionSchema, ["position", ...LISTING]),
          ]}
          ctx={ctx}
          empty={t("noneOn", { noun: label.toLocaleLowerCase(ctx.locale) })}
        />
      </SubSection>
    );
  };
  return (
    <Section
      id="sanctions"
      title={sectionLabel("sanctions", ctx.locale)}
      note={
        record.sanctions_risk !== null && (
          <>
            {t("risk")} <FieldValue parent={record} schema={legalEntitySchema} name="sanctions_risk" ctx={ctx} />
          </>
        )
      }
    >
      {!s ? (
        <p className="text-sm text-slate-600">{t("noData")}</p>
      ) : (
        <>
          <SubSection id="sanctions-entity" title={partLabel("sanctions-entity", ctx.locale)}>
            <DataTable
              listId="sanctions-entity"
              caption={t("onEntity")}
              rows={s.legal_entity_sanctions}
              schema={entitySanctionSchema}
              columns={fields<EntitySanction>(ctx, entitySanctionSchema, LISTING)}
              ctx={ctx}
              empty={t("noneOnEntity")}
            />
          </SubSection>
          <div id="sanctions-related" className="scroll-mt-4 space-y-4">
            {related(s.directly_related_sanctions, "sanctions-direct")}
            {related(s.indirectly_related_sanctions, "sanctions-indirect")}
          </div>
        </>
      )}
    </Section>
  );
}
