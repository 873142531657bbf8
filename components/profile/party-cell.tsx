import { entityHref } from "@/lib/domain/links/record-links";
import { isRecord } from "@/lib/domain/profile/is-record";
import { describeParty, type PartyView } from "@/lib/domain/profile/party";
import { legalEntityBasicSchema, naturalPersonSchema } from "@/lib/registry/schemas/parties";
import { fieldRun, type RunPart } from "./field-run";
import { KeyValueList } from "./key-value-list";
import type { ProfileCtx } from "./profile-ctx";
import { WithheldPlaceholder } from "./withheld-placeholder";
import { translator } from "@/lib/platform/i18n/translator";

/** The person's or legal entity's own record inside an entry, with its schema and what to call it. */
function partyDetails(entry: Record<string, unknown>, party: PartyView, ctx: ProfileCtx) {
  const person = isRecord(entry.natural_person);
  const data = person ? entry.natural_person : entry.legal_entity_basic;
  if (!isRecord(data)) return null;
  const t = translator(ctx.locale, "profile");
  return {
    data,
    schema: person ? naturalPersonSchema : legalEntityBasicSchema,
    label: party.kind === "entity" ? t("entityDetails") : t("personDetails"),
  };
}

/**
 * Who an entry is about: a person's name, a legal entity (linked to its own profile when it
 * has a registration number) or the withheld placeholder; never an empty cell. With `details`
 * false the party's own record is left out, for the line under the row (see partyDetailsRun).
 */
export function PartyCell({
  entry,
  ctx,
  details = true,
}: {
  entry: Record<string, unknown>;
  ctx: ProfileCtx;
  details?: boolean;
}) {
  const party = describeParty(entry);
  const own = details ? partyDetails(entry, party, ctx) : null;
  return (
    <div className="min-w-0">
      <PartyName party={party} ctx={ctx} />
      {own && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600">{own.label}</summary>
          <KeyValueList data={own.data} schema={own.schema} ctx={ctx} />
        </details>
      )}
    </div>
  );
}

/**
 * A party's own record as one run of text for the full-width line under a row, "Joint owners: SIA X — Entity
 * details: Registration number: … · …", so a table shown whole does not squeeze it into its column; null when the
 * entry has none. Its ids and bookkeeping times are left out (see fieldRun), and so is the name already said: by
 * `header` and the name, or, with `named` false (the row's own party, named in the cell above), by the row.
 */
export function partyDetailsRun(
  entry: Record<string, unknown>,
  ctx: ProfileCtx,
  header: string,
  { named = true }: { named?: boolean } = {},
): RunPart[] | null {
  const party = describeParty(entry);
  const own = partyDetails(entry, party, ctx);
  if (!own) return null;
  const name = party.kind === "withheld" ? undefined : party.name;
  const lead = !named ? "" : `${header}:${name === undefined ? "" : ` ${name} —`} `;
  // The register's full name, when it is the name shown, is not said twice.
  const omit = name !== undefined && own.data.name === name ? ["name"] : [];
  const run = fieldRun({ data: own.data, schema: own.schema, ctx, omit });
  return run.length === 0 ? null : [`${lead}${own.label}: `, ...run];
}

/** A party's name: a person's, an entity's linked to its profile with its number, or the withheld placeholder. */
export function PartyName({ party, ctx, brief }: { party: PartyView; ctx: ProfileCtx; brief?: boolean }) {
  const t = translator(ctx.locale, "profile");
  switch (party.kind) {
    case "withheld":
      return <WithheldPlaceholder locale={ctx.locale} reason={ctx.withheldReason} brief={brief} />;
    case "person":
      return <span className="font-medium">{party.name}</span>;
  }
  const href = entityHref(party.registrationNumber);
  const number = party.registrationNumber ?? (party.otherNumber && t("foreignNumber", { number: party.otherNumber }));
  return (
    <span>
      {href ? (
        <a href={href} className="font-medium">
          {party.name}
        </a>
      ) : (
        <span className="font-medium">{party.name}</span>
      )}{" "}
      <span className="text-xs text-slate-600">{number}</span>
    </span>
  );
}
