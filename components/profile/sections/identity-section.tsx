import { BOOKKEEPING_KEY } from "@/lib/domain/profile/has-entries";
import { sectionLabel, sectionOfKey } from "@/lib/registry/record/sections";
import { type LegalEntity, legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { KeyValueList } from "../key-value-list";
import type { ProfileCtx } from "../profile-ctx";
import { Section } from "@/components/shared/section";

/**
 * Every plain top-level field of the record but its internal ids and bookkeeping times, which the raw data
 * and the exports keep: a reader has nothing to do with them.
 */
export function IdentitySection({ record, ctx }: { record: LegalEntity; ctx: ProfileCtx }) {
  const shown = Object.keys(record).filter(
    (key) => sectionOfKey(key, record[key]) === "identity" && !BOOKKEEPING_KEY.test(key),
  );
  const omit = Object.keys(record).filter((key) => !shown.includes(key));
  return (
    <Section id="identity" title={sectionLabel("identity", ctx.locale)}>
      <KeyValueList data={record} schema={legalEntitySchema} ctx={ctx} omit={omit} />
    </Section>
  );
}
