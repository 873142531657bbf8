import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/**
 * The ownership determination's shapes: what the resolver hands the computation, and what the API,
 * the panel, the report and the BODS export read. Percentages are of the determined entity, 0–100.
 */

/** The threshold a beneficial owner's share must reach: "more than 25%" or "25% or more". */
export interface OwnershipRule {
  threshold: number;
  inclusive: boolean;
  /** "date": chosen by the determination's date; "override": OWNERSHIP_THRESHOLD_RULE. */
  source: "date" | "override";
}

/** A share that is exact when min === max, else the range the register's data allows. */
export interface ShareRange {
  min: number;
  max: number;
}

/** How a hop's share was read from the register. */
export type HopBasis =
  | "percent" // share_holder_details.in_percent
  | "capital" // number_of_shares × nominal value over the current equity capital
  | "joint" // a share held jointly with others, counted for each holder as "jointly"
  | "unstated" // no figure: anywhere from 0 to what the layer leaves unaccounted for
  | "decisive-influence"; // a decisive-influence notice: control, no share

/** One step of a path, from the owner down to the determined entity (its last hop). */
export interface PathHop {
  /** Latvian registration number of this party, when it is a legal entity with one. */
  regcode: string | null;
  /** Null when personal details are withheld from the credential or the viewer. */
  name: string | null;
  /** What this party holds in the next hop's entity (null on the last hop, the entity itself). */
  percent: number | null;
  /** Set when `percent` is uncertain: the range it may take. */
  range?: ShareRange;
  basis?: HopBasis;
  /** What this party is: a person, a legal entity, or an unknown holder. */
  kind?: OwnerKind;
  /** A natural person whose details are withheld from the credential or the viewer: `name` is null. */
  withheld?: boolean;
}

export type OwnerKind = "person" | "entity" | "unknown";
export type Verdict = "yes" | "no" | "cannot-exclude";

export type ControlRoute =
  | { route: "majority"; via: PathHop[] } // more than 50% at each layer of `via`
  | { route: "decisive-influence"; via: PathHop[] }; // a notice names them (or an entity they control) dominant

/** Why a chain stops before a natural person. */
export type UnresolvedReason =
  | "foreign" // a legal entity without a Latvian registration number
  | "withheld" // personal details not given to this credential or viewer
  | "not-found" // a number the registry does not know
  | "depth-limit"
  | "record-limit"
  | "registry-error"
  | "unaccounted" // a layer's stated shares do not add up to 100%
  | "loop"; // the share circulating in a cross-holding loop

export interface Owner {
  kind: OwnerKind;
  /** Stable within one determination: the person's name key, the entity's number, or the stop's place. */
  key: string;
  name: string | null;
  regcode: string | null;
  /** Personal details withheld from the credential or this viewer: `name` is null. */
  withheld?: boolean;
  effective: ShareRange;
  control: ControlRoute | null;
  beneficialOwner: Verdict;
  /** Whether the register's BeneficialOwners names them (null when it cannot be checked). */
  declared: boolean | null;
  /** A share held jointly with others counts for each of them. */
  jointly?: boolean;
  /** For "entity" and "unknown" entries: why the chain stops here. */
  reason?: UnresolvedReason;
  /** On a sanctions list (the entity itself, or named in a record's sanctions as this party). */
  sanctioned?: boolean;
  /** Each path from this owner down to the entity; at most MAX_PATHS_PER_OWNER, `morePaths` says how many beyond. */
  paths: PathHop[][];
  morePaths?: number;
}

export type DiscrepancyKind =
  | "declared-unreachable" // declared, but not reachable through any ownership or control chain
  | "undeclared" // qualifying by computation, but not declared
  | "differs" // declared and computed, but a different share or nature of control
  | "withheld" // the declaration is withheld from this viewer: cannot be checked (not a mismatch)
  | "spelling" // a likely spelling or transliteration difference
  | "cannot-check"; // incomplete: a stop on a chain may lead to the declared person, so neither confirmed nor contradicted (not a mismatch)

export interface Discrepancy {
  kind: DiscrepancyKind;
  name: string | null;
  detail: string;
  /** The computed owner it concerns (its `key`), when the declaration was matched to one. */
  ownerKey?: string;
  /** "spelling": the name as the declaration spells it (`name` is the ownership entries' spelling). */
  declaredName?: string | null;
  /** "differs": what differs: the verdict, ownership against control, or direct against indirect. */
  differsIn?: "verdict" | "nature" | "directness";
  /** What the declaration says of the owner: its control type and whether it calls the holding indirect. */
  declaredControl?: { controlType: string | null; indirect: boolean };
}

export interface Unresolved {
  name: string | null;
  regcode: string | null;
  reason: UnresolvedReason;
  /** Its effective share of the entity. */
  effective: ShareRange;
  /** Someone behind it could qualify (its verdict is "cannot-exclude"): alone, or with a holder named elsewhere. */
  couldHide?: boolean;
}

/** A register record the determination read: the stored retrieval it came from. */
export interface RecordUsed {
  regcode: string;
  name: string | null;
  sha256: string;
  retrievedAt: string;
  /** Layers above the determined entity (0 for itself). */
  depth: number;
}

export interface SeniorManagingOfficial {
  name: string | null;
  position: string | null;
  withheld?: boolean;
  /** A natural person or a legal entity sitting on the board. */
  kind?: "person" | "entity";
}

export interface SanctionsThroughOwnership {
  /** Each sanctioned holder with its own effective share and paths. */
  holders: Owner[];
  /** What sanctioned holders hold together, each path counted once (where it first meets a sanctioned party). */
  aggregate: ShareRange;
  /** 50% or more together, or control by a sanctioned party: the entity is under the same restrictions. */
  restricted: boolean;
  /**
   * "yes" when restricted; "cannot-exclude" when only the aggregate's greatest share reaches 50%, or when a
   * record's sanctions name a person whose details are withheld (no holder can be matched to them); else "no".
   */
  verdict?: Verdict;
}

export interface ComplexStructure {
  complex: boolean;
  layers: number;
  /** The aggravating conditions met, e.g. "non-eu-entity", "legal-arrangement", "nominee", "obscured-control". */
  conditions: string[];
}

export interface OwnershipDetermination {
  regcode: string;
  name: string | null;
  determinedAt: string;
  rule: OwnershipRule;
  /** Every chain reached a natural person (or a stop that cannot hide an owner): nothing unresolved could qualify. */
  complete: boolean;
  owners: Owner[];
  discrepancies: Discrepancy[];
  unresolved: Unresolved[];
  records: RecordUsed[];
  /** Listed when no natural person qualifies as beneficial owner (AMLR Art. 22/63), with why. */
  seniorManagingOfficials: SeniorManagingOfficial[];
  sanctions: SanctionsThroughOwnership;
  complexStructure: ComplexStructure;
  /** The share circulating in cross-holding loops, reported, never attributed. */
  loopShare: ShareRange;
}

/** One record as the resolver hands it to the computation. */
export interface ResolvedRecord {
  record: LegalEntity;
  sha256: string;
  retrievedAt: string;
  depth: number;
}

/** What the resolver gathered: the records read and where it had to stop. */
export interface ResolvedStructure {
  root: string;
  records: ReadonlyMap<string, ResolvedRecord>;
  /** Numbers the resolver could not read, with why ("not-found", "registry-error", "depth-limit", "record-limit"). */
  stops: ReadonlyMap<
    string,
    Extract<UnresolvedReason, "not-found" | "registry-error" | "depth-limit" | "record-limit">
  >;
}
