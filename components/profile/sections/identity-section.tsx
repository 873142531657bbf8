import { sectionLabel, sectionOfKey } from "@/lib/registry/record/sections";
import { type LegalEntity, legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { KeyValueList } from "../key-value-list";
import type { ProfileCtx } from "../profile-ctx";
import { Section } from "@/components/shared/section";
import { translator } from "@/lib/platform/i18n/translator";

const RECORD_ID = /^id$|ID$|_id$/;

/** Every plain top-level field of the record, with the record's ids kept one click away. */
export function IdentitySection({ record, ctx }: { record: LegalEntity; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile");
  const plain = Object.keys(record).filter((key) => sectionOfKey(key, record[key]) === "identity");
  const ids = plain.filter((key) => RECORD_ID.test(key));
  const omitFromMain = Object.keys(record).filter((key) => !plain.includes(key) || ids.includes(key));
  const omitFromIds = Object.keys(record).filter((key) => !ids.includes(key));
  return (
    <Section id="identity" title={sectionLabel("identity", ctx.locale)}>
      <KeyValueList data={record} schema={legalEntitySchema} ctx={ctx} omit={omitFromMain} />
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600">{t("recordIds", { count: ids.length })}</summary>
        <KeyValueList data={record} schema={legalEntitySchema} ctx={ctx} omit={omitFromIds} />
      </details>
    </Section>
  );
}
