import { entityHref } from "@/lib/links/record-links";
import { isRecord } from "@/lib/profile/is-record";
import { describeParty, type PartyView } from "@/lib/profile/party";
import { legalEntityBasicSchema, naturalPersonSchema } from "@/lib/registry/schemas/parties";
import { KeyValueList } from "./key-value-list";
import type { ProfileCtx } from "./profile-ctx";
import { WithheldPlaceholder } from "./withheld-placeholder";
import { translator } from "@/lib/i18n/translator";

/**
 * Who an entry is about: a person's name, a legal entity (linked to its own profile when it
 * has a registration number) or the withheld placeholder; never an empty cell.
 */
export function PartyCell({ entry, ctx }: { entry: Record<string, unknown>; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile");
  const party = describeParty(entry);
  const person = isRecord(entry.natural_person);
  const details = person ? entry.natural_person : entry.legal_entity_basic;
  return (
    <div className="min-w-0">
      <PartyName party={party} ctx={ctx} />
      {isRecord(details) && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600">
            {party.kind === "entity" ? t("entityDetails") : t("personDetails")}
          </summary>
          <KeyValueList data={details} schema={person ? naturalPersonSchema : legalEntityBasicSchema} ctx={ctx} />
        </details>
      )}
    </div>
  );
}

function PartyName({ party, ctx }: { party: PartyView; ctx: ProfileCtx }) {
  const t = translator(ctx.locale, "profile");
  switch (party.kind) {
    case "withheld":
      return <WithheldPlaceholder locale={ctx.locale} reason={ctx.withheldReason} />;
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
