/** A register record an ownership determination read (its RecordUsed): the stored retrieval and its layer. */
export interface ChainRecord {
  regcode: string;
  sha256: string;
  /** Layers above the determined entity (0 for itself). */
  depth: number;
}

/** Which records' graphs to load, nearest layer first, and how many did not fit in one drawing. */
export interface ChainPlan {
  load: ChainRecord[];
  leftOut: number;
}

/**
 * The records of an ownership chain still to merge into `graph`: every one the determination read but the
 * entity itself and those already expanded, each once (at its nearest layer), nearest layer first so each
 * level is merged before the one above it. At most `room` are taken: the layout refuses more in one drawing,
 * and the nearest layers are the ones that explain the entity's ownership.
 */
export function ownershipChainPlan(
  records: readonly ChainRecord[],
  graph: { expanded: readonly string[] },
  room: number,
): ChainPlan {
  const shown = new Set(graph.expanded);
  const nearest = new Map<string, ChainRecord>();
  for (const r of records) {
    if (shown.has(r.regcode)) continue;
    const seen = nearest.get(r.regcode);
    if (!seen || r.depth < seen.depth) nearest.set(r.regcode, r);
  }
  const wanted = [...nearest.values()].sort((a, b) => a.depth - b.depth || a.regcode.localeCompare(b.regcode));
  const take = Math.max(0, room);
  return { load: wanted.slice(0, take), leftOut: Math.max(0, wanted.length - take) };
}
