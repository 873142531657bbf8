import { createHash } from "node:crypto";
import type {
  OwnershipDetermination,
  Owner,
  PathHop,
  SeniorManagingOfficial,
  ShareRange,
  Unresolved,
  UnresolvedReason,
} from "./ownership-types";

/**
 * The ownership determination as Beneficial Ownership Data Standard 0.4 statements
 * (https://standard.openownership.org/en/0.4.0/), the schema vendored in ./bods-schema.
 */

export const BODS_VERSION = "0.4";
/** org-id.guide's code and name for the Register of Enterprises of the Republic of Latvia. */
export const LV_RE_SCHEME = "LV-RE";
const LV_RE_NAME = "Register of Enterprises of the Republic of Latvia";
const LATVIA = { name: "Latvia", code: "LV" } as const;

export type BodsUnspecifiedReason =
  | "noBeneficialOwners"
  | "subjectUnableToConfirmOrIdentifyBeneficialOwner"
  | "interestedPartyHasNotProvidedInformation"
  | "subjectExemptFromDisclosure"
  | "interestedPartyExemptFromDisclosure"
  | "unknown"
  | "informationUnknownToPublisher";

export interface BodsUnspecifiedRecord {
  reason: BodsUnspecifiedReason;
  description?: string;
}

/** `exact` when known, else the inclusive range the register's data allow. */
export interface BodsShare {
  exact?: number;
  minimum?: number;
  maximum?: number;
}

export type BodsInterestType =
  "shareholding" | "votingRights" | "otherInfluenceOrControl" | "seniorManagingOfficial" | "unknownInterest";

export interface BodsInterest {
  type: BodsInterestType;
  directOrIndirect: "direct" | "indirect" | "unknown";
  /** Left out where the determination cannot say (an owner who cannot be excluded, a person on an intermediate hop). */
  beneficialOwnershipOrControl?: boolean;
  share?: BodsShare;
  details?: string;
}

export interface BodsSource {
  type: "officialRegister"[];
  description: string;
  retrievedAt?: string;
}

export interface BodsPublicationDetails {
  publicationDate: string;
  bodsVersion: typeof BODS_VERSION;
  publisher: { name: string };
}

export interface BodsEntityDetails {
  isComponent: boolean;
  entityType: { type: "registeredEntity"; details?: string };
  name?: string;
  jurisdiction?: { name: string; code: string };
  identifiers?: { id: string; scheme: string; schemeName: string }[];
}

export interface BodsPersonDetails {
  isComponent: false;
  personType: "knownPerson" | "anonymousPerson" | "unknownPerson";
  names?: { fullName: string }[];
  unspecifiedPersonDetails?: BodsUnspecifiedRecord;
}

export interface BodsRelationshipDetails {
  isComponent: boolean;
  componentRecords?: string[];
  subject: string;
  interestedParty: string | BodsUnspecifiedRecord;
  interests?: BodsInterest[];
}

interface StatementOf<T extends "entity" | "person" | "relationship", D> {
  statementId: string;
  declarationSubject: string;
  statementDate: string;
  recordId: string;
  recordType: T;
  recordStatus: "new";
  recordDetails: D;
  publicationDetails: BodsPublicationDetails;
  source: BodsSource;
}

export type BodsEntityStatement = StatementOf<"entity", BodsEntityDetails>;
export type BodsPersonStatement = StatementOf<"person", BodsPersonDetails>;
export type BodsRelationshipStatement = StatementOf<"relationship", BodsRelationshipDetails>;
export type BodsStatement = BodsEntityStatement | BodsPersonStatement | BodsRelationshipStatement;

type DetailsOf = { entity: BodsEntityDetails; person: BodsPersonDetails; relationship: BodsRelationshipDetails };

export interface ToBodsOptions {
  publisher: string;
  /** Defaults to the determination's date, so that one determination always gives the same statements. */
  publicationDate?: string;
}

/** Chains that end at an entity whose own owners could not be read. */
const ENTITY_STOPS: ReadonlySet<UnresolvedReason> = new Set([
  "foreign",
  "not-found",
  "depth-limit",
  "record-limit",
  "registry-error",
]);

// BODS has no code for "this viewer may not see it" or "the publisher stopped reading": the nearest is
// informationUnknownToPublisher, with the precise cause in the description.
const UNSPECIFIED: Record<UnresolvedReason, BodsUnspecifiedRecord> = {
  foreign: {
    reason: "informationUnknownToPublisher",
    description: "A legal entity without a Latvian registration number: its owners are not in the Latvian register.",
  },
  withheld: {
    reason: "informationUnknownToPublisher",
    description: "Personal details are withheld from the credential or the viewer this export was made for.",
  },
  "not-found": {
    reason: "informationUnknownToPublisher",
    description: "The register does not know this registration number.",
  },
  "depth-limit": {
    reason: "informationUnknownToPublisher",
    description: "Not read: the determination stops at its limit of layers.",
  },
  "record-limit": {
    reason: "informationUnknownToPublisher",
    description: "Not read: the determination stops at its limit of records.",
  },
  "registry-error": {
    reason: "informationUnknownToPublisher",
    description: "The register could not be read for this entity.",
  },
  unaccounted: {
    reason: "unknown",
    description:
      "The register's stated shares of this layer do not add up to 100%: the holder of the rest is not named.",
  },
  loop: {
    reason: "unknown",
    description:
      "The share circulating in a cross-holding loop: held by the loop's companies in turn, attributed to no one.",
  },
};

const CANNOT_EXCLUDE = "Cannot be excluded as a beneficial owner: the register's data leave the share or control open.";

type Party = { token: string; ref: string | BodsUnspecifiedRecord; kind: "entity" | "person" | "unknown" };

interface EntityRecord {
  recordId: string;
  name: string | null;
  regcode: string | null;
  details?: string;
  /** An owner's own record (the top of its chains): a primary relationship names it. */
  owner: boolean;
  intermediary: boolean;
  /** The registration number whose record names this party as a member, where its own was not read. */
  listedIn: string | null;
}

interface PersonRecord {
  recordId: string;
  name: string | null;
  withheld: boolean;
  listedIn: string | null;
}

interface Hop {
  recordId: string;
  interested: Party;
  subject: Party;
  /** The hops of every chain between the two: a share, and a decisive influence too where a notice names one. */
  hops: PathHop[];
  subjectRegcode: string | null;
}

// Keys sorted at every level, so that the hash does not depend on the order fields were written in.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const digest = (text: string) => sha256(text).slice(0, 16);

const round = (value: number) => Math.round(value * 1e9) / 1e9;

function rangeShare(range: ShareRange): BodsShare {
  return range.min === range.max ? { exact: range.min } : { minimum: range.min, maximum: range.max };
}

function hopRange(hop: PathHop): ShareRange | null {
  if (hop.range) return hop.range;
  return hop.percent === null ? null : { min: hop.percent, max: hop.percent };
}

function ruleText(determination: OwnershipDetermination): string {
  const { threshold, inclusive } = determination.rule;
  return inclusive ? `${threshold}% or more` : `more than ${threshold}%`;
}

const joinDetails = (parts: (string | false | undefined)[]) => parts.filter(Boolean).join("; ") || undefined;

/** What a party holds in the next entity of a path, as the register has it. */
function hopInterest(hop: PathHop, beneficialOwnershipOrControl: false | undefined): BodsInterest {
  const range = hopRange(hop);
  if (hop.basis === "decisive-influence") {
    return {
      type: "otherInfluenceOrControl",
      directOrIndirect: "direct",
      beneficialOwnershipOrControl,
      details: "Decisive influence, by a notice in the register",
    };
  }
  if (!range && !hop.basis)
    return { type: "unknownInterest", directOrIndirect: "direct", beneficialOwnershipOrControl };
  const details = {
    percent: undefined,
    capital: "Number of shares times their nominal value, over the equity capital",
    joint: "Held jointly with others: counted in full for each holder",
    unstated: "No share stated in the register: at most what the layer leaves unaccounted for",
  }[hop.basis ?? "percent"];
  return {
    type: "shareholding",
    directOrIndirect: "direct",
    beneficialOwnershipOrControl,
    share: range ? rangeShare(range) : undefined,
    details,
  };
}

/**
 * One determination as BODS 0.4 statements: the determined entity, each person and legal entity on the
 * owners' paths, a relationship for each direct interest along them (components of the owners' primary
 * relationships), each owner's primary relationship to the entity with their effective share, and
 * relationships to unspecified interested parties where a chain stops. Pure: the same determination and
 * options give the same statements, ids included.
 */
export function toBods(determination: OwnershipDetermination, options: ToBodsOptions): BodsStatement[] {
  const rootId = `${LV_RE_SCHEME}-${determination.regcode}`;
  const rootToken = `lv:${determination.regcode}`;
  const records = new Map(determination.records.map((used) => [used.regcode, used]));
  const publicationDetails: BodsPublicationDetails = {
    publicationDate: options.publicationDate ?? determination.determinedAt,
    bodsVersion: BODS_VERSION,
    publisher: { name: options.publisher },
  };

  /** The first of the records named that this determination read: the party's own, else the one listing it. */
  const registerSource = (...regcodes: (string | null)[]): BodsSource => {
    const used = regcodes.map((regcode) => (regcode === null ? undefined : records.get(regcode))).find(Boolean);
    if (!used) return { type: ["officialRegister"], description: `${LV_RE_NAME}.` };
    return {
      type: ["officialRegister"],
      description: `${LV_RE_NAME}: the record retrieved with SHA-256 ${used.sha256}.`,
      retrievedAt: used.retrievedAt,
    };
  };
  const computedSource: BodsSource = {
    type: ["officialRegister"],
    description:
      `Computed from the ${LV_RE_NAME} records read for this determination; ` +
      `a beneficial owner holds ${ruleText(determination)} or controls the entity.`,
  };

  const entities = new Map<string, EntityRecord>();
  const persons = new Map<string, PersonRecord>();
  const hops = new Map<string, Hop>();

  const root: Party = { token: rootToken, ref: rootId, kind: "entity" };
  const entityParty = (
    hop: PathHop,
    listedIn: string | null,
    owner: { token: string; reason?: UnresolvedReason } | null,
  ): Party => {
    if (hop.regcode === determination.regcode) return root;
    const token = hop.regcode ? `lv:${hop.regcode}` : owner ? `owner:${owner.token}` : `name:${hop.name ?? ""}`;
    let entity = entities.get(token);
    if (!entity) {
      const local = hop.regcode ? `${LV_RE_SCHEME}-${hop.regcode}` : owner ? owner.token : digest(token);
      entity = {
        recordId: `${rootId}/entity/${local}`,
        name: hop.name,
        regcode: hop.regcode,
        details: owner?.reason === "foreign" ? "Legal entity registered outside Latvia" : undefined,
        owner: false,
        intermediary: false,
        listedIn,
      };
      entities.set(token, entity);
    }
    entity.name ??= hop.name;
    entity.listedIn ??= listedIn;
    return { token, ref: entity.recordId, kind: "entity" };
  };

  const ownerTokens = determination.owners.map((owner, index) =>
    // A withheld party's key may still spell its name; an id hashed from it could be matched against a list of names.
    owner.withheld || owner.reason === "withheld" ? `anonymous-${index + 1}` : digest(`owner:${owner.key}`),
  );

  const ownerParty = (owner: Owner, index: number): Party => {
    const token = ownerTokens[index];
    const listedIn = (owner.paths.find((path) => path.length >= 2) ?? owner.control?.via)?.[1]?.regcode ?? null;
    if (owner.kind === "unknown") {
      return {
        token: `owner:${token}`,
        ref: owner.reason ? UNSPECIFIED[owner.reason] : { reason: "unknown" },
        kind: "unknown",
      };
    }
    if (owner.kind === "entity") {
      const party = entityParty({ regcode: owner.regcode, name: owner.name, percent: null }, listedIn, {
        token,
        reason: owner.reason,
      });
      const entity = entities.get(party.token);
      if (entity) entity.owner = true;
      return party;
    }
    const recordId = `${rootId}/person/${token}`;
    const withheld = owner.withheld === true;
    persons.set(recordId, { recordId, name: withheld ? null : owner.name, withheld, listedIn });
    return { token: `owner:${token}`, ref: recordId, kind: "person" };
  };

  // Each chain's hops, and what each owner's primary relationship lists as its components.
  const owners = determination.owners.map((owner, index) => {
    const party = ownerParty(owner, index);
    const chains = [...owner.paths, ...(owner.control ? [owner.control.via] : [])].filter((path) => path.length >= 2);
    const components: string[] = [];
    for (const path of chains) {
      const parties = path.map((hop, at) =>
        at === 0 ? party : at === path.length - 1 ? root : entityParty(hop, path[at + 1].regcode, null),
      );
      // A direct holding is said by the owner's primary relationship itself.
      if (path.length === 2) continue;
      for (let at = 0; at < path.length - 1; at++) {
        const key = `${parties[at].token}>${parties[at + 1].token}`;
        let hop = hops.get(key);
        if (!hop) {
          hop = {
            recordId: `${rootId}/relationship/${digest(`hop:${key}`)}`,
            interested: parties[at],
            subject: parties[at + 1],
            hops: [],
            subjectRegcode: path[at + 1].regcode,
          };
          hops.set(key, hop);
        }
        const control = path[at].basis === "decisive-influence";
        if (!hop.hops.some((seen) => (seen.basis === "decisive-influence") === control)) hop.hops.push(path[at]);
        if (at > 0) {
          const entity = entities.get(parties[at].token);
          if (entity) {
            entity.intermediary = true;
            components.push(entity.recordId);
          }
        }
        components.push(hop.recordId);
      }
    }
    return { owner, index, party, components: [...new Set(components)] };
  });

  const smos = determination.seniorManagingOfficials.map((official: SeniorManagingOfficial, index) => {
    const withheld = official.withheld === true;
    const token = withheld
      ? `smo-anonymous-${index + 1}`
      : `smo-${digest(`smo:${index}:${official.name ?? ""}:${official.position ?? ""}`)}`;
    const recordId = `${rootId}/person/${token}`;
    persons.set(recordId, {
      recordId,
      name: withheld ? null : official.name,
      withheld,
      listedIn: determination.regcode,
    });
    return { official, recordId };
  });

  const statements: BodsStatement[] = [];
  const emit = <T extends keyof DetailsOf>(
    recordType: T,
    recordId: string,
    recordDetails: DetailsOf[T],
    source: BodsSource,
  ) => {
    const statement = {
      declarationSubject: rootId,
      statementDate: determination.determinedAt,
      recordId,
      recordType,
      recordStatus: "new" as const,
      recordDetails,
      publicationDetails,
      source,
    };
    // Through JSON and back: the fields left undefined go, so the value is exactly what a client receives.
    const content = JSON.parse(JSON.stringify(statement)) as Omit<BodsStatement, "statementId">;
    // BODS's hash strategy: the id is the digest of the statement's own content, so it cannot collide or drift.
    statements.push({ statementId: sha256(canonicalJson(content)), ...content } as BodsStatement);
  };

  const entityDetails = (name: string | null, regcode: string | null, isComponent: boolean, details?: string) => ({
    isComponent,
    entityType: { type: "registeredEntity" as const, ...(details ? { details } : {}) },
    ...(name ? { name } : {}),
    ...(regcode ? { jurisdiction: { ...LATVIA } } : {}),
    ...(regcode ? { identifiers: [{ id: regcode, scheme: LV_RE_SCHEME, schemeName: LV_RE_NAME }] } : {}),
  });

  emit(
    "entity",
    rootId,
    entityDetails(determination.name, determination.regcode, false),
    registerSource(determination.regcode),
  );
  for (const entity of entities.values()) {
    emit(
      "entity",
      entity.recordId,
      entityDetails(entity.name, entity.regcode, entity.intermediary && !entity.owner, entity.details),
      registerSource(entity.regcode, entity.listedIn),
    );
  }
  for (const person of persons.values()) {
    const recordDetails: BodsPersonDetails = person.withheld
      ? { isComponent: false, personType: "anonymousPerson", unspecifiedPersonDetails: UNSPECIFIED.withheld }
      : person.name
        ? { isComponent: false, personType: "knownPerson", names: [{ fullName: person.name }] }
        : {
            isComponent: false,
            personType: "unknownPerson",
            unspecifiedPersonDetails: { reason: "unknown", description: "The register gives no name." },
          };
    emit("person", person.recordId, recordDetails, registerSource(person.listedIn));
  }

  const relationship = (recordId: string, details: BodsRelationshipDetails, source: BodsSource) =>
    emit("relationship", recordId, details, source);

  // Components first: BODS wants them before the primary relationship that lists them.
  for (const hop of hops.values()) {
    // Whether a person on an intermediate hop owns that company beneficially is not what was determined.
    const bo = hop.interested.kind === "entity" ? false : undefined;
    relationship(
      hop.recordId,
      {
        isComponent: true,
        subject: hop.subject.ref as string,
        interestedParty: hop.interested.ref,
        interests: hop.hops.map((seen) => hopInterest(seen, bo)),
      },
      registerSource(hop.subjectRegcode),
    );
  }

  for (const { owner, index, party, components } of owners) {
    relationship(
      `${rootId}/relationship/${digest(`owner:${ownerTokens[index]}`)}`,
      {
        isComponent: false,
        ...(components.length ? { componentRecords: components } : {}),
        subject: rootId,
        interestedParty: party.ref,
        interests: ownerInterests(owner),
      },
      computedSource,
    );
    if (owner.kind === "entity" && owner.reason && ENTITY_STOPS.has(owner.reason)) {
      relationship(
        `${rootId}/relationship/${digest(`behind:${ownerTokens[index]}`)}`,
        { isComponent: false, subject: party.ref as string, interestedParty: UNSPECIFIED[owner.reason] },
        computedSource,
      );
    }
  }

  unresolvedBeyondOwners(determination).forEach((stop, index) => {
    const indirect = stop.reason === "loop" || (stop.regcode !== null && stop.regcode !== determination.regcode);
    const named = stop.regcode === null ? undefined : [...entities.values()].find((e) => e.regcode === stop.regcode);
    const where =
      stop.regcode === determination.regcode
        ? "among the entity's own members"
        : stop.name || named?.name
          ? `through ${stop.name ?? named?.name}`
          : stop.regcode
            ? `through registration number ${stop.regcode}`
            : null;
    relationship(
      `${rootId}/relationship/${digest(`unresolved:${index}:${stop.reason}`)}`,
      {
        isComponent: false,
        subject: rootId,
        interestedParty: UNSPECIFIED[stop.reason],
        interests: [
          {
            type: "shareholding",
            directOrIndirect: indirect ? "indirect" : stop.reason === "unaccounted" ? "direct" : "unknown",
            share: rangeShare(stop.effective),
            details: `Effective share of the entity${where ? `, ${where}` : ""}`,
          },
        ],
      },
      computedSource,
    );
  });

  if (determination.complete && determination.owners.every((owner) => owner.beneficialOwner === "no")) {
    relationship(
      `${rootId}/relationship/${digest("no-beneficial-owners")}`,
      {
        isComponent: false,
        subject: rootId,
        interestedParty: {
          reason: "noBeneficialOwners",
          description: `No natural person holds ${ruleText(determination)} or controls the entity.`,
        },
      },
      computedSource,
    );
  }

  for (const { official, recordId } of smos) {
    relationship(
      `${rootId}/relationship/${digest(`smo:${recordId}`)}`,
      {
        isComponent: false,
        subject: rootId,
        interestedParty: recordId,
        interests: [
          {
            type: "seniorManagingOfficial",
            directOrIndirect: "direct",
            beneficialOwnershipOrControl: false,
            details: joinDetails([
              official.position ?? undefined,
              "Listed because no natural person qualifies as beneficial owner",
            ]),
          },
        ],
      },
      registerSource(determination.regcode),
    );
  }

  return statements;
}

/** An owner's interests in the determined entity: effective share (direct and indirect parts) and control. */
function ownerInterests(owner: Owner): BodsInterest[] {
  const beneficialOwnershipOrControl =
    owner.kind === "entity" || owner.beneficialOwner === "no"
      ? false
      : owner.kind === "person" && owner.beneficialOwner === "yes"
        ? true
        : undefined;
  const common = joinDetails([
    beneficialOwnershipOrControl === undefined && CANNOT_EXCLUDE,
    owner.jointly && "Held jointly with others: counted in full for each holder",
    owner.morePaths ? `${owner.morePaths} further paths not listed` : undefined,
  ]);
  const interests: BodsInterest[] = [];
  const shareholding = (
    directOrIndirect: BodsInterest["directOrIndirect"],
    range: ShareRange,
    basis?: string,
  ): BodsInterest => ({
    type: "shareholding",
    directOrIndirect,
    beneficialOwnershipOrControl,
    share: rangeShare(range),
    details: joinDetails([basis, common]),
  });

  if (owner.effective.max > 0 || !owner.control) {
    const direct = owner.paths.find((path) => path.length === 2)?.[0];
    const directRange = direct ? hopRange(direct) : null;
    const indirect = owner.paths.some((path) => path.length > 2);
    // How the register states the direct holding (not stated, jointly…) stays with its part.
    const basis = direct && direct.basis !== "decisive-influence" ? hopInterest(direct, undefined).details : undefined;
    if (directRange && indirect) {
      // The two parts add up to the effective share, as BODS shows mixed holdings.
      const min = round(Math.max(0, owner.effective.min - directRange.min));
      const max = round(Math.max(0, owner.effective.max - directRange.max));
      interests.push(shareholding("direct", directRange, basis));
      interests.push(shareholding("indirect", { min: Math.min(min, max), max }));
    } else if (indirect) {
      interests.push(shareholding("indirect", owner.effective));
    } else {
      interests.push(shareholding(direct ? "direct" : "unknown", owner.effective, basis));
    }
  }
  if (owner.control) {
    const via = owner.control.via.length;
    interests.push({
      type: owner.control.route === "majority" ? "votingRights" : "otherInfluenceOrControl",
      directOrIndirect: via > 2 ? "indirect" : via === 2 ? "direct" : "unknown",
      beneficialOwnershipOrControl,
      details: joinDetails([
        owner.control.route === "majority"
          ? "Control: more than 50% at each layer"
          : "Control: decisive influence, by a notice in the register",
        beneficialOwnershipOrControl === undefined && CANNOT_EXCLUDE,
      ]),
    });
  }
  return interests;
}

/**
 * The unresolved entries no owner already stands for: a stop entity, a withheld person or an unknown party
 * is said once, by its own primary relationship; what remains (unaccounted shares, the loop share) is said here.
 */
function unresolvedBeyondOwners(determination: OwnershipDetermination): Unresolved[] {
  const taken = new Set<number>();
  const sameRange = (a: ShareRange, b: ShareRange) => a.min === b.min && a.max === b.max;
  const left = determination.unresolved.filter((stop) => {
    const index = determination.owners.findIndex((owner, at) => {
      if (taken.has(at) || owner.regcode !== stop.regcode) return false;
      if (stop.reason === "withheld") {
        return (owner.withheld || owner.reason === "withheld") && sameRange(owner.effective, stop.effective);
      }
      return owner.reason === stop.reason && owner.name === stop.name;
    });
    if (index >= 0) taken.add(index);
    return index < 0;
  });
  const { loopShare } = determination;
  if (loopShare.max > 0 && !left.some((stop) => stop.reason === "loop")) {
    left.push({ name: null, regcode: null, reason: "loop", effective: loopShare });
  }
  return left;
}
