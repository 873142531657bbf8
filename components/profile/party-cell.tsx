import Link from "next/link";
import { entityHref } from "@/lib/links/record-links";
import { isRecord } from "@/lib/profile/is-record";
import { describeParty } from "@/lib/profile/party";
import { legalEntityBasicSchema, naturalPersonSchema } from "@/lib/registry/schemas/parties";
import { KeyValueList } from "./key-value-list";
import type { ProfileCtx } from "./profile-ctx";
import { WithheldPlaceholder } from "./withheld-placeholder";

/**
 * Who an entry is about: a person's name, a legal entity (linked to its own profile when it
 * has a registration number) or the withheld placeholder; never an empty cell.
 */
export function PartyCell({ entry, ctx }: { entry: Record<string, unknown>; ctx: ProfileCtx }) {
  const party = describeParty(entry);
  const person = isRecord(entry.natural_person);
  const details = person ? entry.natural_person : entry.legal_entity_basic;
  const href = party.kind === "entity" ? entityHref(party.registrationNumber) : undefined;
  return (
    <div className="min-w-0">
      {party.kind === "withheld" && <WithheldPlaceholder reason={ctx.withheldReason} />}
      {party.kind === "person" && <span className="font-medium">{party.name}</span>}
      {party.kind === "entity" && (
        <span>
          {href ? (
            <Link href={href} className="font-medium">
              {party.name}
            </Link>
          ) : (
            <span className="font-medium">{party.name}</span>
          )}{" "}
          <span className="text-xs text-slate-600">
            {party.registrationNumber ?? (party.otherNumber ? `foreign no. ${party.otherNumber}` : "")}
          </span>
        </span>
      )}
      {isRecord(details) && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600">
            {party.kind === "entity" ? "Entity details" : "Person details"}
          </summary>
          <KeyValueList data={details} schema={person ? naturalPersonSchema : legalEntityBasicSchema} ctx={ctx} />
        </details>
      )}
    </div>
  );
}
