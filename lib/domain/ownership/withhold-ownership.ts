import type { ControlRoute, Owner, OwnershipDetermination, PathHop } from "./ownership-types";

function withholdHop(hop: PathHop): PathHop {
  return hop.kind === "person" ? { ...hop, name: null, withheld: true } : hop;
}

/**
 * The determination as a viewer without personal-data rights sees it: every natural person nameless and
 * marked withheld (owners, the hops of paths and control chains, senior managing officials, discrepancies),
 * and a person's key, which is their name folded, replaced by one that says nothing. Shares, verdicts,
 * entities and the rest stay as they are, so the analysis still reads; its sentences never name a person.
 */
export function withholdOwnership(determination: OwnershipDetermination): OwnershipDetermination {
  const keys = new Map<string, string>();
  const opaque = (key: string) => {
    if (!keys.has(key)) keys.set(key, `person:${keys.size + 1}`);
    return keys.get(key)!;
  };
  // Named persons only: a withheld person's key is already the place it was seen.
  for (const o of determination.owners) if (o.kind === "person" && !o.withheld) opaque(o.key);

  const control = (c: ControlRoute | null): ControlRoute | null => c && { ...c, via: c.via.map(withholdHop) };
  const owner = (o: Owner): Owner => {
    const paths = o.paths.map((path) => path.map(withholdHop));
    if (o.kind !== "person") return { ...o, paths, control: control(o.control) };
    const key = keys.get(o.key) ?? o.key;
    return { ...o, key, name: null, withheld: true, paths, control: control(o.control) };
  };

  return {
    ...determination,
    owners: determination.owners.map(owner),
    discrepancies: determination.discrepancies.map((d) => {
      const hidden = { ...d, name: null };
      if (d.ownerKey !== undefined) hidden.ownerKey = keys.get(d.ownerKey) ?? d.ownerKey;
      if (d.declaredName !== undefined) hidden.declaredName = null;
      return hidden;
    }),
    seniorManagingOfficials: determination.seniorManagingOfficials.map((s) =>
      s.kind === "entity" ? s : { ...s, name: null, withheld: true },
    ),
    sanctions: { ...determination.sanctions, holders: determination.sanctions.holders.map(owner) },
  };
}
