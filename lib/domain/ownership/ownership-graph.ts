import { isRecord } from "@/lib/domain/profile/is-record";
import { personName } from "@/lib/domain/profile/party";
import { isFormer } from "@/lib/domain/profile/history";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Member } from "@/lib/registry/schemas/lists";
import { personKey } from "./name-key";
import { entityKey, partyKey } from "./party-key";
import type { HopBasis, ResolvedStructure, UnresolvedReason } from "./ownership-types";

/**
 * The structure as a graph of holdings: which parties hold how much of which entity on the determination's
 * date, read from the records the resolver gathered. Only the entities reached from the determined one
 * (through members and decisive-influence notices) are read.
 */

export type NodeKind = "record" | "person" | "withheld" | "stop" | "unaccounted" | "loop";

export interface GraphNode {
  /** The owner key: a name key, a registration number, or the place of a stop. */
  id: string;
  kind: NodeKind;
  name: string | null;
  regcode: string | null;
  reason?: UnresolvedReason;
  country?: string | null;
  record?: LegalEntity;
  /** Holds some share only jointly with others. */
  jointly?: boolean;
  sanctioned?: boolean;
}

/** A holder's share of one entity: percentages of that entity's shares, a range where the register is vague. */
export interface Holding {
  holder: string;
  min: number;
  max: number;
  basis: HopBasis | null;
  /** The figure shown on the hop: the stated or computed share, null when unstated. */
  percent: number | null;
  /** Share of the layer's votes, when every member states votes. */
  votes: number | null;
  jointly: boolean;
  /** A joint holding's holders, all of whom count the whole share: counted once where the group is summed. */
  group?: readonly string[];
}

export interface OwnershipGraph {
  root: string;
  nodes: Map<string, GraphNode>;
  /** By entity: its holders in registration-number order (entities first), then the rest by key. */
  holdings: Map<string, Holding[]>;
  /** By entity: the parties its current decisive-influence notices name dominant. */
  dominants: Map<string, string[]>;
  /** Members that acted through a representative other than themselves. */
  nominees: number;
  /** Members holding a share nobody stated. */
  unstated: number;
  /** A record's sanctions name a person whose details are withheld: no holder can be matched to them. */
  namelessSanctioned: boolean;
}

type Party = Record<string, unknown>;

/** Reads a figure the register may send as a number or numeric text. */
export function figure(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Whether an entry has begun by `at`, by the first date among `fields` it states. */
function begun(entry: Record<string, unknown>, fields: readonly string[], at: number): boolean {
  for (const field of fields) {
    const value = entry[field];
    if (typeof value !== "string" || value === "") continue;
    const time = Date.parse(value);
    return Number.isNaN(time) || time <= at;
  }
  return true;
}

/** In force on `at`: begun, and not ended, removed or annulled by then. */
export function inForce(entry: Record<string, unknown>, at: number, startFields: readonly string[]): boolean {
  return begun(entry, startFields, at) && !isFormer(entry, at);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The current equity capital entry: in force on `at`, the latest registered when several are. */
function currentCapital(record: LegalEntity, at: number) {
  const capitals = (record.CommercialEntityDetails?.equity_capitals ?? []).filter((c) =>
    inForce(c, at, ["registered_on"]),
  );
  return capitals.sort((a, b) => String(b.registered_on ?? "").localeCompare(String(a.registered_on ?? "")))[0];
}

interface LayerShare {
  percent: number;
  basis: HopBasis;
}

function memberShare(member: Member, capital: ReturnType<typeof currentCapital>): LayerShare | null {
  const details = member.share_holder_details;
  const percent = figure(details?.in_percent);
  if (percent !== null) return { percent, basis: "percent" };
  const count = figure(details?.number_of_shares);
  const nominal = figure(details?.share_nominal_value);
  const amount = figure(capital?.amount);
  if (count !== null && nominal !== null && amount !== null && amount > 0) {
    return { percent: ((count * nominal) / amount) * 100, basis: "capital" };
  }
  const total = figure(capital?.number_of_shares);
  if (count !== null && total !== null && total > 0) return { percent: (count / total) * 100, basis: "capital" };
  return null;
}

const SORT_GROUP: Record<NodeKind, number> = { record: 0, stop: 0, person: 1, withheld: 2, unaccounted: 3, loop: 3 };

/** Builds the holdings graph from the determined entity outward. */
export function buildOwnershipGraph(structure: ResolvedStructure, at: Date): OwnershipGraph {
  const time = at.getTime();
  const nodes = new Map<string, GraphNode>();
  const holdings = new Map<string, Holding[]>();
  const dominants = new Map<string, string[]>();
  const graph: OwnershipGraph = {
    root: structure.root,
    nodes,
    holdings,
    dominants,
    nominees: 0,
    unstated: 0,
    namelessSanctioned: false,
  };
  const queue: string[] = [];

  const recordNode = (regcode: string): string => {
    if (!nodes.has(regcode)) {
      const resolved = structure.records.get(regcode)!;
      nodes.set(regcode, {
        id: regcode,
        kind: "record",
        name: resolved.record.legal_name,
        regcode,
        record: resolved.record,
      });
      queue.push(regcode);
    }
    return regcode;
  };

  const add = (node: GraphNode): string => {
    if (!nodes.has(node.id)) nodes.set(node.id, node);
    return node.id;
  };

  /** The node a party is, created on first sight; `place` names a withheld person's single occurrence. */
  const partyNode = (party: Party, place: string): string => {
    const node = describeHolder(party, place, structure);
    return node.kind === "record" ? recordNode(node.id) : add(node);
  };

  const readEntity = (regcode: string) => {
    const record = nodes.get(regcode)!.record!;
    const capital = currentCapital(record, time);
    const members = record.Members.filter((m) => inForce(m, time, ["date_from", "registered_on"]));
    const withVotes = members.filter((m) => m.share_holder_details);
    const votes = withVotes.map((m) => figure(m.share_holder_details?.votes));
    const totalVotes = votes.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    const layerVotes = withVotes.length > 0 && votes.every((v) => v !== null) && totalVotes > 0;

    // A member list names each holder once: two members of one name are two people, the later one kept apart.
    const named = new Set<string>();
    const layer = members.map((m) => {
      const place = `${regcode}:member:${m.id}`;
      let own = partyNode(m, place);
      const node = nodes.get(own)!;
      if (node.kind === "person" && named.has(own)) own = add({ ...node, id: `${own}@${place}`, jointly: undefined });
      named.add(own);
      const joint = (m.share_holder_details?.joint_owners ?? []).map((j) => partyNode(j, `${place}:joint:${j.id}`));
      const holders = [...new Set([own, ...joint])];
      const representative = m.representative && describeHolder(m.representative, `${place}:representative`, structure);
      if (representative && representative.id !== own) graph.nominees++;
      const memberVotes = figure(m.share_holder_details?.votes);
      return {
        holders,
        share: memberShare(m, capital),
        votes: layerVotes && memberVotes !== null ? (memberVotes / totalVotes) * 100 : null,
      };
    });
    const stated = layer.reduce((sum, l) => sum + (l.share?.percent ?? 0), 0);
    const leftover = Math.max(0, 100 - stated);

    const list: Holding[] = [];
    for (const { holders, share, votes: memberVotes } of layer) {
      const jointly = holders.length > 1;
      if (share === null) graph.unstated++;
      for (const holder of holders) {
        if (jointly) nodes.get(holder)!.jointly = true;
        if (share === null) {
          list.push({ holder, min: 0, max: leftover, basis: "unstated", percent: null, votes: null, jointly });
        } else if (jointly) {
          const p = share.percent;
          list.push({ holder, min: p, max: p, basis: "joint", percent: p, votes: null, jointly, group: holders });
        } else {
          const p = share.percent;
          list.push({ holder, min: p, max: p, basis: share.basis, percent: p, votes: memberVotes, jointly });
        }
      }
    }
    // Every member states a share and they leave some over: whoever holds the rest is not in the register.
    if (layer.every((l) => l.share !== null) && stated < 100 - 1e-9) {
      const id = add({
        id: `unaccounted:${regcode}`,
        kind: "unaccounted",
        name: `Holders of ${record.legal_name} not in the register`,
        regcode: null,
        reason: "unaccounted",
      });
      list.push({
        holder: id,
        min: leftover,
        max: leftover,
        basis: null,
        percent: leftover,
        votes: null,
        jointly: false,
      });
    }
    holdings.set(
      regcode,
      list.sort((a, b) => compareHolders(nodes.get(a.holder)!, nodes.get(b.holder)!)),
    );

    const notices = (record.CommercialEntityDetails?.decisive_influence_notices ?? []).filter((n) => {
      const dependent = text(n.dependent_entity?.registration_number);
      return (dependent === null || dependent === regcode) && inForce(n, time, ["date_of_agreement", "registered_on"]);
    });
    // A notice naming no dominant party at all leaves an unknown in control, not a withheld person.
    const unnamed = (place: string) =>
      add({
        id: `unnamed:${place}`,
        kind: "unaccounted",
        name: `Dominant party of ${record.legal_name} not named in the register`,
        regcode: null,
        reason: "unaccounted",
      });
    dominants.set(
      regcode,
      notices.map((n) => {
        const place = `${regcode}:notice:${n.id}`;
        return n.dominant_entity ? partyNode(n.dominant_entity, place) : unnamed(place);
      }),
    );
  };

  if (!structure.records.has(structure.root)) throw new Error(`The structure holds no record for ${structure.root}`);
  recordNode(structure.root);
  for (let i = 0; i < queue.length; i++) readEntity(queue[i]);
  graph.namelessSanctioned = markSanctioned(structure, nodes, time);
  return graph;
}

function compareHolders(a: GraphNode, b: GraphNode): number {
  const group = SORT_GROUP[a.kind] - SORT_GROUP[b.kind];
  if (group !== 0) return group;
  const x = a.regcode ?? a.id;
  const y = b.regcode ?? b.id;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Marks who is sanctioned: an entity whose own record lists current sanctions, and any party a fetched
 * record's directly related sanctions name (entities by number, persons by name key). Says whether any of
 * those sanctions names a person whose details are withheld.
 */
function markSanctioned(structure: ResolvedStructure, nodes: Map<string, GraphNode>, at: number): boolean {
  const named = new Set<string>();
  let nameless = false;
  for (const [regcode, { record }] of structure.records) {
    const sanctions = record.Sanctions;
    if (!sanctions) continue;
    if (sanctions.legal_entity_sanctions.some((s) => inForce(s, at, ["entry_date"]))) named.add(regcode);
    for (const s of sanctions.directly_related_sanctions) {
      if (!inForce(s, at, ["entry_date"])) continue;
      const key = partyKey(s);
      if (key !== null) named.add(key);
      else if (isRecord(s.natural_person)) nameless = true;
    }
  }
  // A namesake kept apart within one record (keyed by name and place) is named by the same sanctions.
  const nameOf = (node: GraphNode) =>
    node.kind === "person" && node.id.includes("@") ? node.id.slice(0, node.id.lastIndexOf("@")) : node.id;
  for (const node of nodes.values()) if (node.id !== structure.root && named.has(nameOf(node))) node.sanctioned = true;
  return nameless;
}

/** Who a party is, as a node not yet in the graph: a record, a person, a stop, or a withheld occurrence. */
function describeHolder(party: Party, place: string, structure: ResolvedStructure): GraphNode {
  const person = party.natural_person;
  const withheld: GraphNode = { id: `withheld:${place}`, kind: "withheld", name: null, regcode: null };
  if (isRecord(person)) {
    const key = personKey(person);
    return key === null ? withheld : { id: key, kind: "person", name: personName(person), regcode: null };
  }
  const basic = party.legal_entity_basic;
  if (!isRecord(basic)) return withheld;
  const id = entityKey(basic, place)!;
  const name = text(basic.name);
  const country = text(basic.country);
  if (!id.startsWith("foreign:")) {
    if (structure.records.has(id)) return { id, kind: "record", name, regcode: id };
    // A Latvian number the resolver neither read nor stopped at was left for want of budget.
    const reason = structure.stops.get(id) ?? "record-limit";
    return { id, kind: "stop", name: name ?? id, regcode: id, reason, country };
  }
  const other = text(basic.foreign_registration_number) ?? text(basic.external_object_number);
  return { id, kind: "stop", name: name ?? other, regcode: null, reason: "foreign", country };
}
