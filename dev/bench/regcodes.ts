import { allDemoRegcodes, demoRegcodes, demoShowcase } from "@/dev/demo-registry/dataset";

/** A mix of showcase records, rich to sparse; never the large one, which would dominate every figure. */
export const LOOKUP_REGCODES: readonly string[] = [
  demoRegcodes.amber,
  demoRegcodes.sanctioned,
  demoRegcodes.insolvent,
  demoRegcodes.authority,
  demoRegcodes.party,
  demoRegcodes.church,
  demoRegcodes.farm,
  demoRegcodes.sparse,
];

/** The lookups' addresses, as the load asks for them. */
export const LOOKUP_PATHS: readonly string[] = LOOKUP_REGCODES.map((regcode) => `/api/legal-entities/${regcode}`);

export const PROFILE_ENTITIES = [
  { label: "typical", regcode: demoRegcodes.amber },
  { label: "large", regcode: demoRegcodes.large },
] as const;

/** Generated (non-showcase) numbers, which nothing else in the suite looks up: certainly uncached. */
export function untouchedRegcodes(count: number): string[] {
  const used = new Set([...demoShowcase.map((entry) => entry.regcode), demoRegcodes.large]);
  const spare = allDemoRegcodes().filter((regcode) => !used.has(regcode));
  if (spare.length < count) throw new Error(`the demo dataset has only ${spare.length} generated numbers`);
  return spare.slice(-count);
}
