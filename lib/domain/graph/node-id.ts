/**
 * The ids of graph nodes, built only here: the graph, its layout, the explorer and the tests find
 * nodes by them, and the same legal entity named in several lists must get the same id.
 */
export const nodeId = {
  entity: (regcode: string) => `entity:${regcode}`,
  foreign: (country: string | null, number: string) => `foreign:${country ?? ""}:${number}`,
  named: (name: string) => `name:${name}`,
  unnamed: (occurrence: string) => `unnamed:${occurrence}`,
  person: (personId: number) => `person:${personId}`,
  /** Each withheld occurrence is its own node: two withheld entries may or may not be one person. */
  withheld: (occurrence: string) => `withheld:${occurrence}`,
  group: (band: string) => `group:${band}`,
  /** The band a folded group node stands for. */
  bandOfGroup: (id: string) => id.slice("group:".length),
};
