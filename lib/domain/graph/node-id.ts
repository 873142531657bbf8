/**
 * The ids of graph nodes, built only here: the graph, its layout, the explorer and the tests find
 * nodes by them, and the same person or legal entity named in several lists must get the same id.
 */
export const nodeId = {
  entity: (regcode: string) => `entity:${regcode}`,
  /** An entity without a Latvian number: its party key, already "foreign:<country>:<number or folded name>". */
  foreign: (entityKey: string) => entityKey,
  unnamed: (occurrence: string) => `unnamed:${occurrence}`,
  /** A named person, by the name key sanctions and the determination match people by: one node per person. */
  person: (personKey: string) => `person:${personKey}`,
  /** Each withheld occurrence is its own node: two withheld entries may or may not be one person. */
  withheld: (occurrence: string) => `withheld:${occurrence}`,
  group: (band: string) => `group:${band}`,
  /** The band a folded group node stands for. */
  bandOfGroup: (id: string) => id.slice("group:".length),
};
