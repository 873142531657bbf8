import type { Locale } from "@/lib/platform/i18n/locales";
import { keptWhenMasked } from "@/lib/domain/access/redact-personal-details";
import { isRecord } from "@/lib/domain/profile/is-record";
import { isWithheldParty, isWithheldPerson } from "@/lib/domain/profile/party";
import { fieldSchema, itemSchema, kindOf, type RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { keyOf, recordChanges, type Json, type RecordChange } from "./record-changes";

/** The changes between two records, and how many differences came only from what each credential was shown. */
export interface RecordComparison {
  /** Register changes: what differs in what both records show. */
  changes: RecordChange[];
  /** Both records with each person withheld on one side only given what the other side shows of them. */
  aligned: { before: Json; after: Json };
  /** Persons withheld in one record and shown in the other: due to the credential, so not among `changes`. */
  credentialDifferences: number;
}

/** One place a person may stand in: the person as sent, whether it was withheld, and the id naming it. */
interface PersonPlace {
  person: unknown;
  withheld: boolean;
  id: unknown;
}

interface Found {
  count: number;
}

/**
 * What changed between two records, with the credential's part set aside. The registry withholds a person
 * from a credential without the personal-details scope by leaving its place empty (a party with neither
 * `natural_person` nor `legal_entity_basic`, a person field null beside its id) and from an unapproved account
 * by sending the person nameless; the app's gate does the latter for a viewer (lib/domain/profile/party.ts reads both
 * forms). A person withheld on one side and shown on the other says nothing about the register, so the shown
 * person stands on both sides before the records are compared, and the place is counted; the rest of its entry
 * (share, position, dates) is compared as ever, and entries on one side only stay added or removed.
 */
export function compareRecords(before: Json, after: Json, locale: Locale, asOf?: number): RecordComparison {
  const found: Found = { count: 0 };
  const [b, a] = alignObject(before, after, legalEntitySchema, found);
  return {
    changes: recordChanges(b, a, locale, asOf),
    aligned: { before: b, after: a },
    credentialDifferences: found.count,
  };
}

function alignValue(b: unknown, a: unknown, schema: RecordSchema | undefined, found: Found): [unknown, unknown] {
  if (Array.isArray(b) && Array.isArray(a)) return alignList(b, a, itemSchema(schema), found);
  if (isRecord(b) && isRecord(a)) return alignObject(b, a, schema, found);
  return [b, a];
}

/** Entries matched by id, as recordChanges matches them; the lists themselves when nothing in them moved. */
function alignList(b: unknown[], a: unknown[], item: RecordSchema | undefined, found: Found): [unknown[], unknown[]] {
  const after = new Map(a.map((entry) => [keyOf(entry), entry]));
  // Keyed by the after-entry itself, so an id the registry repeated never swaps one entry for another.
  const alignedAfter = new Map<unknown, unknown>();
  const alignedBefore = b.map((entry) => {
    const other = after.get(keyOf(entry));
    if (other === undefined) return entry;
    const [was, now] = alignValue(entry, other, item, found);
    if (now !== other) alignedAfter.set(other, now);
    return was;
  });
  const was = alignedBefore.some((entry, i) => entry !== b[i]) ? alignedBefore : b;
  return [
    was,
    alignedAfter.size > 0 ? a.map((entry) => (alignedAfter.has(entry) ? alignedAfter.get(entry) : entry)) : a,
  ];
}

/** Both objects with their persons aligned; each copied only when something in it was (the 5,000-member entity). */
function alignObject(b: Json, a: Json, schema: RecordSchema | undefined, found: Found): [Json, Json] {
  let [was, now] = [b, a];
  for (const key of Object.keys(b)) {
    const [bv, av] = [b[key], a[key]];
    // Plain values hold no person to align, and a key on one side only is an addition or a removal.
    if ((!isObject(bv) && !isObject(av)) || !Object.hasOwn(a, key)) continue;
    const [x, y] = alignField(b, a, key, fieldSchema(schema, key), found);
    if (x !== bv) {
      if (was === b) was = { ...b };
      was[key] = x;
    }
    if (y !== av) {
      if (now === a) now = { ...a };
      now[key] = y;
    }
  }
  return [was, now];
}

const isObject = (value: unknown) => typeof value === "object" && value !== null;

function alignField(b: Json, a: Json, key: string, schema: RecordSchema | undefined, found: Found): [unknown, unknown] {
  if (key === "natural_person") {
    const place = (entry: Json): PersonPlace => ({
      person: entry.natural_person,
      withheld: isWithheldParty(entry),
      id: isRecord(entry.natural_person) ? entry.natural_person.id : undefined,
    });
    return alignPerson(place(b), place(a), found);
  }
  const kind = kindOf(schema);
  if (kind?.kind === "person") {
    const place = (entry: Json): PersonPlace => ({
      person: entry[key],
      withheld: isWithheldPerson(entry[key], entry[kind.idKey]),
      id: entry[kind.idKey],
    });
    return alignPerson(place(b), place(a), found);
  }
  return alignValue(b[key], a[key], schema, found);
}

function alignPerson(b: PersonPlace, a: PersonPlace, found: Found): [unknown, unknown] {
  const known = (id: unknown) => id !== null && id !== undefined;
  // Another person in the place is a register change, whatever either side was shown of them.
  if (known(b.id) && known(a.id) && b.id !== a.id) return [b.person, a.person];
  // Withheld on both sides, only in different forms (empty, nameless): the viewer sees the same on both.
  if (b.withheld && a.withheld) {
    return isRecord(b.person) === isRecord(a.person) ? [b.person, a.person] : [a.person, a.person];
  }
  if (b.withheld === a.withheld) return [b.person, a.person];
  const [shown, hidden] = b.withheld ? [a.person, b.person] : [b.person, a.person];
  // A legal entity beside an empty place is no withheld person: the party itself differs.
  if (!isRecord(shown)) return [b.person, a.person];
  found.count += 1;
  // A masked person still shows its dates and flags: only what masking withholds is taken from the shown side.
  const aligned = isRecord(hidden) ? { ...hidden, ...identityOf(shown) } : shown;
  return b.withheld ? [aligned, shown] : [shown, aligned];
}

function identityOf(person: Json): Json {
  return Object.fromEntries(Object.entries(person).filter(([key]) => !keptWhenMasked(key)));
}
