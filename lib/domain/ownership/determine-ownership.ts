/**
 * The ownership determination: who the beneficial owners of a Latvian legal entity are, computed from the
 * register's records the resolver gathered. This is the documented method the product promises.
 *
 * 1. Shares. Only members in force on the determination's date count (begun by then; not ended, removed or
 *    annulled). A member's share is its `in_percent`; else number_of_shares × share_nominal_value over the
 *    amount of the equity capital in force (or the number of shares over the capital's number of shares);
 *    else it is unstated: anywhere from 0 to what the layer's stated shares leave. When every member states
 *    a share and they add up to less than 100%, the rest is an owner of its own ("unaccounted"). A share held
 *    jointly counts for each joint owner as the whole share, marked "jointly": never split. Totals
 *    of the entries then exceed 100% where joint holdings exist; the sanctions aggregate counts one once.
 * 2. Effective ownership is what flows from the entity up to each holder: shares multiplied along each path
 *    and added over paths, as [min, max] ranges (min through every hop's least, max through its most, capped
 *    at 100%). A holder's range is exact where every hop of its own paths is stated; uncertainty elsewhere is
 *    an entry of its own and never widens it, save for loop share (3).
 * 3. Loops. The entities are walked depth-first from the determined one, holders in registration-number
 *    order. A holding whose holder is already on the walked path closes a loop: the flow through it is not
 *    followed round again but reported as one "loop" entry per such holding (and in `loopShare`). What is
 *    left has no loops, so every figure is one sum per holding, and the entries' least shares together
 *    (persons, stops, unknowns and loops) add up to exactly what the layers state. The share a loop sets
 *    aside re-enters at the entity its closing holding points to and may reach any holder upward of it, in
 *    proportions the walk does not fix: so every such holder's greatest share includes the share of each
 *    loop that may reach it (capped at 100%), and its least leaves it out. A holder's `max` may therefore
 *    include loop share, and the greatest shares need not add up to 100%.
 * 4. Stops. A chain ends at a legal entity without a Latvian number ("foreign"), at a number the resolver
 *    could not read (its reason), and at a person whose details are withheld: each is an entry with its
 *    effective share and is listed in `unresolved`. A withheld person is an entry per occurrence, for two
 *    occurrences cannot be told to be one person or two. Persons are matched across records by name key;
 *    two members of one record with one name are two people (a member list names each holder once), the
 *    later keyed by name and place.
 * 5. Control. An entity is controlled by whoever holds more than 50% of its votes (of its shares where the
 *    layer states no votes), and by whoever a current decisive-influence notice names dominant; through an
 *    entity, by whoever controls that entity in turn. A person is a beneficial owner by control who controls
 *    the entity, or controls an entity whose effective ownership of it meets the threshold. A dominant entity
 *    nobody controls in turn is listed itself (an "entity" with its control route), so it cannot vanish; a
 *    notice naming no dominant party leaves an unknown in control ("unaccounted"), not a withheld person.
 * 6. Verdicts. "yes": the least share meets the threshold, or control. "cannot-exclude": only the greatest
 *    share meets it; or, for withheld persons, who may be one person seen twice, their greatest share with
 *    the greatest withheld entry of every other record (a member list names each holder once, so two of one
 *    record are two people); or control of an entity that may meet it. A stop or an unknown is
 *    "cannot-exclude" when its greatest share meets the threshold or it controls (someone behind it may
 *    qualify), or when its greatest share with the largest greatest share of a named person who does not
 *    qualify meets it (that person may stand behind it too), else "no". A dominant entity nobody controls is
 *    "cannot-exclude" when its own membership is open (no members, an unstated share, an unaccounted rest,
 *    a stop or a withheld member), else "no". The determination is complete when nothing is
 *    "cannot-exclude" and no qualifying owner is withheld.
 * 7. The declaration (BeneficialOwners) is compared with the computed owners: see reconcileDeclaration.
 *    Where the determination is incomplete and a stop may lead to a declared person, that declaration is
 *    "cannot-check", not a mismatch.
 *    When nobody qualifies, the current board and council members are the senior managing officials.
 * 8. Sanctions. A holder is sanctioned when its own record lists sanctions in force, or a record read names
 *    it among the directly related sanctioned parties. Each sanctioned holder is listed with its whole
 *    effective share; the aggregate counts each part of the flow once, at the first sanctioned party it
 *    meets on the way up (a joint holding once for its group). Restricted ("yes"): an aggregate of at least
 *    50%, or a sanctioned party in control. "cannot-exclude": only the aggregate's greatest share reaches 50%,
 *    or a record's sanctions name a person whose details are withheld, whom no holder can be matched to.
 * 9. A structure is complex with three or more layers and more than one of: an entity outside the EU/EEA,
 *    a foundation or trust on the way, a member acting through a representative, obscured control
 *    (withheld persons, unresolved chains, unstated shares, loops).
 */
import { describeParty } from "@/lib/domain/profile/party";
import { chainDown, controllersOf, type Controller } from "./ownership-control";
import { firstPaths, computeFlow, loopNode, loopReach, type OwnershipFlow, type PathLink } from "./ownership-flow";
import { buildOwnershipGraph, inForce, type GraphNode, type OwnershipGraph } from "./ownership-graph";
import type {
  ComplexStructure,
  ControlRoute,
  OwnerKind,
  Owner,
  OwnershipDetermination,
  OwnershipRule,
  PathHop,
  RecordUsed,
  ResolvedStructure,
  SanctionsThroughOwnership,
  SeniorManagingOfficial,
  ShareRange,
  Unresolved,
  Verdict,
} from "./ownership-types";
import { reconcileDeclaration } from "./reconcile-declaration";
import { meetsThreshold } from "./threshold-rule";

export { MAX_PATHS_PER_OWNER } from "./ownership-flow";

export interface DetermineOptions {
  /** The determination's moment: which members are current, and the date written on it. */
  at: Date;
  rule: OwnershipRule;
}

const ZERO: ShareRange = { min: 0, max: 0 };

/** What the parts of the determination read: the graph, its flow, who controls what, an owner made from a node. */
interface Reading {
  graph: OwnershipGraph;
  flow: OwnershipFlow;
  controllers: (regcode: string) => Controller[];
  owner: (node: GraphNode, control: ControlRoute | null) => Owner;
}

/** Sums of products carry float noise far below anything shown; trimmed so 25 stays 25. */
const tidy = (n: number) => Math.round(n * 1e9) / 1e9;
const tidyRange = (r: ShareRange): ShareRange => ({ min: tidy(r.min), max: tidy(r.max) });

export function determineOwnership(structure: ResolvedStructure, options: DetermineOptions): OwnershipDetermination {
  const { at, rule } = options;
  const graph = buildOwnershipGraph(structure, at);
  const flow = computeFlow(graph);
  for (const [id, entities] of flow.loops) graph.nodes.set(id, loopNode(id, entities, graph.nodes));
  // A loop's share is set aside, not lost: whoever it may reach cannot be excluded from receiving it.
  for (const [id, share] of loopReach(graph, flow)) {
    const range = flow.flow.get(id);
    if (range) flow.flow.set(id, { min: range.min, max: Math.min(100, range.max + share) });
  }
  const root = graph.nodes.get(structure.root)!;
  const rootRecord = root.record!;
  const meets = (n: number) => meetsThreshold(n, rule);
  const pathsOf = firstPaths(flow, graph.root);
  const readPath = pathReader(graph.nodes);
  const reading: Reading = {
    graph,
    flow,
    controllers: controllersOf(graph),
    owner: (node, control) => makeOwner(node, flow, pathsOf(node.id).map(readPath), control),
  };
  const owners = buildOwners(reading, meets);

  const complete =
    owners.every((o) => o.beneficialOwner !== "cannot-exclude") &&
    !owners.some((o) => o.withheld && o.beneficialOwner === "yes");
  const discrepancies = reconcileDeclaration(owners, rootRecord, at, { rule, complete });
  const unresolved: Unresolved[] = owners
    .filter((o) => o.reason !== undefined || o.withheld)
    .map((o) => ({
      name: o.name,
      regcode: o.regcode,
      reason: o.reason ?? "withheld",
      effective: o.effective,
      couldHide: o.beneficialOwner === "cannot-exclude",
    }));
  const loopShare = owners
    .filter((o) => o.reason === "loop")
    .reduce((sum, o) => ({ min: sum.min + o.effective.min, max: sum.max + o.effective.max }), ZERO);

  return {
    regcode: structure.root,
    name: rootRecord.legal_name,
    determinedAt: at.toISOString(),
    rule,
    complete,
    owners,
    discrepancies,
    unresolved,
    records: recordsUsed(structure),
    seniorManagingOfficials: owners.some((o) => o.beneficialOwner === "yes") ? [] : seniorOfficials(root, at),
    sanctions: sanctionsThrough(reading, owners),
    complexStructure: complexity(graph, flow, owners),
    loopShare: tidyRange(loopShare),
  };
}

function ownerKind(node: GraphNode): OwnerKind {
  if (node.kind === "person" || node.kind === "withheld") return "person";
  return node.kind === "record" || node.kind === "stop" ? "entity" : "unknown";
}

function toHop(link: PathLink, nodes: Map<string, GraphNode>): PathHop {
  const node = nodes.get(link.node)!;
  const h = link.holding;
  const hop: PathHop = { regcode: node.regcode, name: node.name, percent: h ? h.percent : null, kind: ownerKind(node) };
  if (h && h.min !== h.max) hop.range = { min: tidy(h.min), max: tidy(h.max) };
  if (h?.basis) hop.basis = h.basis;
  if (node.kind === "withheld") hop.withheld = true;
  return hop;
}

/** Paths share their tails: each link becomes one hop, whichever paths it ends. */
function pathReader(nodes: Map<string, GraphNode>): (first: PathLink) => PathHop[] {
  return (first) => {
    const path: PathHop[] = [];
    for (let link: PathLink | null = first; link; link = link.next) path.push((link.hop ??= toHop(link, nodes)));
    return path;
  };
}

function controlRoute(c: Controller, nodes: Map<string, GraphNode>): ControlRoute {
  const via = chainDown(c).map((link) => {
    const node = nodes.get(link.node)!;
    const hop: PathHop = { regcode: node.regcode, name: node.name, percent: link.percent, kind: ownerKind(node) };
    if (link.basis) hop.basis = link.basis;
    if (node.kind === "withheld") hop.withheld = true;
    return hop;
  });
  return { route: c.route, via };
}

/** The parties that own or control: everyone the flow ends at, and every controller found. */
function buildOwners({ graph, flow, controllers, owner }: Reading, meets: (n: number) => boolean): Owner[] {
  const { nodes, root } = graph;
  const control = new Map<string, ControlRoute>();
  const mayControl = new Set<string>();
  for (const c of controllers(root)) control.set(c.node, controlRoute(c, nodes));
  // Control of a parent counts where the parent's own effective share of the entity meets the threshold.
  const parents = flow.order.filter((id) => id !== root).sort((a, b) => flow.flow.get(b)!.min - flow.flow.get(a)!.min);
  for (const id of parents) {
    const share = flow.flow.get(id)!;
    if (!meets(share.max)) continue;
    for (const c of controllers(id)) {
      if (meets(share.min)) {
        if (!control.has(c.node)) control.set(c.node, controlRoute(c, nodes));
      } else mayControl.add(c.node);
    }
  }

  const ids = new Set<string>();
  for (const id of flow.flow.keys()) if (nodes.get(id)!.kind !== "record") ids.add(id);
  for (const id of [...control.keys(), ...mayControl]) ids.add(id);
  const owners = [...ids].map((id) => owner(nodes.get(id)!, control.get(id) ?? null));

  // Withheld entries of different records may be one person; a member list names each holder once, so of
  // one record's entries at most one can be them. What one withheld person might hold at most: their own
  // entry and the largest entry of every other record with any.
  const largestOfRecord = new Map<string, number>();
  for (const o of owners) {
    if (!o.withheld) continue;
    const record = withheldRecord(o);
    largestOfRecord.set(record, Math.max(largestOfRecord.get(record) ?? 0, o.effective.max));
  }
  const largestTotal = [...largestOfRecord.values()].reduce((sum, max) => sum + max, 0);
  const couldHold = (o: Owner) => o.effective.max + largestTotal - (largestOfRecord.get(withheldRecord(o)) ?? 0);
  for (const o of owners) {
    // A dominant entity nobody controls: someone may stand behind it only where its membership is not whole.
    if (nodes.get(o.key)!.kind === "record") o.beneficialOwner = membershipOpen(graph, o.key) ? "cannot-exclude" : "no";
    else o.beneficialOwner = verdict(o, meets, mayControl.has(o.key), couldHold(o));
  }
  // Behind a stop may be a named person who holds some more directly: together they might qualify.
  const largestNamedNo = Math.max(
    0,
    ...owners
      .filter((o) => o.kind === "person" && !o.withheld && o.beneficialOwner === "no")
      .map((o) => o.effective.max),
  );
  for (const o of owners) {
    if (o.beneficialOwner !== "no" || o.kind === "person" || o.reason === undefined || o.reason === "loop") continue;
    if (meets(o.effective.max + largestNamedNo)) o.beneficialOwner = "cannot-exclude";
  }
  return owners.sort(byShare);
}

function makeOwner(node: GraphNode, flow: OwnershipFlow, paths: PathHop[][], control: ControlRoute | null): Owner {
  const owner: Owner = {
    kind: ownerKind(node),
    key: node.id,
    name: node.name,
    regcode: node.regcode,
    effective: tidyRange(flow.flow.get(node.id) ?? ZERO),
    control,
    beneficialOwner: "no",
    declared: null,
    paths,
  };
  if (node.kind === "withheld") owner.withheld = true;
  if (node.jointly) owner.jointly = true;
  if (node.reason) owner.reason = node.reason;
  if (node.sanctioned) owner.sanctioned = true;
  const more = (flow.pathCount.get(node.id) ?? 0) - paths.length;
  if (more > 0) owner.morePaths = more;
  return owner;
}

/** An entity's membership leaves room for someone unnamed: no members, an unstated share, or a stop. */
function membershipOpen(graph: OwnershipGraph, regcode: string): boolean {
  const list = graph.holdings.get(regcode) ?? [];
  if (list.length === 0) return true;
  return list.some((h) => {
    const kind = graph.nodes.get(h.holder)!.kind;
    return h.basis === "unstated" || kind === "stop" || kind === "withheld" || kind === "unaccounted";
  });
}

/** The record a withheld occurrence was read from: its key is `withheld:<number>:<place in the record>`. */
const withheldRecord = (o: Owner) => o.key.split(":")[1];

function verdict(o: Owner, meets: (n: number) => boolean, mayControl: boolean, couldHold: number): Verdict {
  if (o.kind === "person") {
    if (meets(o.effective.min) || o.control) return "yes";
    if (meets(o.effective.max) || mayControl) return "cannot-exclude";
    // Withheld entries may be one person seen more than once: together they might qualify.
    if (o.withheld && meets(couldHold)) return "cannot-exclude";
    return "no";
  }
  // Behind an entity or an unknown holder someone may qualify; it is never a beneficial owner itself.
  return meets(o.effective.max) || o.control || mayControl ? "cannot-exclude" : "no";
}

const collator = new Intl.Collator("en");

function byShare(a: Owner, b: Owner): number {
  return (
    b.effective.max - a.effective.max ||
    collator.compare(a.name ?? "\uffff", b.name ?? "\uffff") ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

function recordsUsed(structure: ResolvedStructure): RecordUsed[] {
  return [...structure.records.entries()]
    .map(([regcode, r]) => ({
      regcode,
      name: r.record.legal_name,
      sha256: r.sha256,
      retrievedAt: r.retrievedAt,
      depth: r.depth,
    }))
    .sort((a, b) => a.depth - b.depth || a.regcode.localeCompare(b.regcode));
}

/** Board and council positions: the senior managing officials when no natural person qualifies. */
const SENIOR_POSITIONS = new Set([
  "BOARD_MEMBER",
  "CHAIR_OF_BOARD",
  "DEPUTY_CHAIR_OF_BOARD",
  "COUNCIL_MEMBER",
  "CHAIR_OF_COUNCIL",
  "DEPUTY_CHAIR_OF_COUNCIL",
]);
const SENIOR_BODIES = new Set(["BOARD", "EXECUTIVE_BOARD", "COUNCIL", "SUPERVISORY_BOARD"]);

function seniorOfficials(root: GraphNode, at: Date): SeniorManagingOfficial[] {
  const time = at.getTime();
  return root
    .record!.Officers.filter((o) => inForce(o, time, ["appointed_on", "registered_on"]))
    .filter((o) => SENIOR_POSITIONS.has(String(o.position)) || SENIOR_BODIES.has(String(o.governing_body)))
    .map((o) => {
      const party = describeParty(o);
      const position = typeof o.position === "string" ? o.position : null;
      if (party.kind === "withheld") return { name: null, position, withheld: true, kind: "person" as const };
      return { name: party.name, position, kind: party.kind };
    });
}

function sanctionsThrough({ graph, flow, controllers, owner }: Reading, owners: Owner[]): SanctionsThroughOwnership {
  const { nodes, root } = graph;
  const listed = owners.filter((o) => o.sanctioned);
  const between = flow.order
    .filter((id) => id !== root && nodes.get(id)!.sanctioned)
    .map((id) => owner(nodes.get(id)!, null));
  const sanctionedIds = new Set([...listed, ...between].map((o) => o.key));
  const aggregate = [...sanctionedIds].reduce((sum, id) => {
    const clean = flow.cleanFlow.get(id) ?? ZERO;
    return { min: sum.min + clean.min, max: sum.max + clean.max };
  }, ZERO);
  const controlling = controllers(root).some((c) => chainDown(c).some((link) => nodes.get(link.node)!.sanctioned));
  const total = tidyRange({ min: Math.min(100, aggregate.min), max: Math.min(100, aggregate.max) });
  const restricted = total.min >= 50 || controlling;
  const unsure = total.max >= 50 || graph.namelessSanctioned;
  return {
    holders: [...listed, ...between].sort(byShare),
    aggregate: total,
    restricted,
    verdict: restricted ? "yes" : unsure ? "cannot-exclude" : "no",
  };
}

/** Countries of the EU and the EEA, as two- and three-letter codes (Greece also as the EU's "EL"). */
const EEA = new Set(
  (
    "AT AUT BE BEL BG BGR HR HRV CY CYP CZ CZE DK DNK EE EST FI FIN FR FRA DE DEU GR EL GRC HU HUN IE IRL IT ITA " +
    "LV LVA LT LTU LU LUX MT MLT NL NLD PL POL PT PRT RO ROU SK SVK SI SVN ES ESP SE SWE IS ISL LI LIE NO NOR"
  ).split(" "),
);

/**
 * Legal forms that are legal arrangements or foundations: the register's "NOD" (nodibinājums, a foundation).
 * The demo dataset has none; a foreign holder is recognised by the words its name carries.
 */
const ARRANGEMENT_TYPES = new Set(["NOD", "NODIBINAJUMS", "FOUNDATION", "TRUST"]);
const ARRANGEMENT_NAME =
  /\b(trust|foundation|stiftung|stichting|fondation|fundaci[oó]n|fondazione|nodibin[aā]jums)\b/iu;

function complexity(graph: OwnershipGraph, flow: OwnershipFlow, owners: Owner[]): ComplexStructure {
  const layers = Math.max(0, ...flow.layers.values());
  const reached = [...flow.flow.keys()].map((id) => graph.nodes.get(id)!);
  const stops = reached.filter((n) => n.kind === "stop");
  const conditions: string[] = [];
  if (stops.some((n) => n.reason === "foreign" && n.country && !EEA.has(n.country.toUpperCase()))) {
    conditions.push("non-eu-entity");
  }
  const arrangement = reached.some((n) =>
    n.kind === "record"
      ? ARRANGEMENT_TYPES.has(String(n.record!.type).toUpperCase())
      : n.kind === "stop" && ARRANGEMENT_NAME.test(n.name ?? ""),
  );
  if (arrangement) conditions.push("legal-arrangement");
  if (graph.nominees > 0) conditions.push("nominee");
  const obscured = graph.unstated > 0 || flow.loops.size > 0 || owners.some((o) => o.kind !== "person" || o.withheld);
  if (obscured) conditions.push("obscured-control");
  return { complex: layers >= 3 && conditions.length > 1, layers, conditions };
}
