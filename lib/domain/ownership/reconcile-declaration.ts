import { isRecord } from "@/lib/domain/profile/is-record";
import { personName } from "@/lib/domain/profile/party";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { personKey, spellingDistance } from "./name-key";
import { inForce } from "./ownership-graph";
import type { Discrepancy, Owner, OwnershipRule, ShareRange } from "./ownership-types";
import { describeRule, meetsThreshold } from "./threshold-rule";

/** A beneficial owner as the register's declaration states it. */
interface Declared {
  /** Null when the person's details are withheld. */
  key: string | null;
  name: string | null;
  controlType: string | null;
  indirect: boolean;
}

function declaredOwners(record: LegalEntity, at: number): Declared[] {
  return record.BeneficialOwners.filter((item) => inForce(item, at, ["date_from", "registered_on"])).map((item) => {
    const person = isRecord(item.natural_person) ? item.natural_person : null;
    const key = person ? personKey(person) : null;
    const controlType = typeof item.control_type === "string" ? item.control_type.toUpperCase() : null;
    return {
      key,
      name: person && key !== null ? personName(person) : null,
      controlType,
      indirect: item.is_indirect === true || (controlType?.includes("INDIRECT") ?? false),
    };
  });
}

/** A share as the sentences write it: "26%" or "0–40%". */
export function formatRange(range: ShareRange): string {
  const figure = (n: number) => String(Number(n.toFixed(2)));
  return range.min === range.max ? `${figure(range.min)}%` : `${figure(range.min)}–${figure(range.max)}%`;
}

/**
 * Compares the computed owners with the entity's current declaration and marks each owner `declared`. Names
 * match exactly by name key; what is left pairs up where the folded spellings are equal or close word by
 * word (see spellingDistance). The
 * sentences name no person: the discrepancy's `name` does, and withholding can blank it alone. When the
 * determination is incomplete and a stop with a share could lead to the declared person, a declared owner
 * not reached, or reached below the threshold, is "cannot-check" (naming the stop), not a mismatch.
 */
export function reconcileDeclaration(
  owners: Owner[],
  record: LegalEntity,
  at: Date,
  context: { rule: OwnershipRule; complete: boolean },
): Discrepancy[] {
  const declared = declaredOwners(record, at.getTime());
  const persons = owners.filter((o) => o.kind === "person" && !o.withheld);
  const matched = new Map<Declared, Owner>();
  const taken = new Set<Owner>();
  for (const d of declared) {
    // A namesake kept apart within one record is keyed by name and place: its name key comes first.
    const owner =
      d.key === null
        ? undefined
        : persons.find((o) => (o.key === d.key || o.key.startsWith(`${d.key}@`)) && !taken.has(o));
    if (owner) {
      matched.set(d, owner);
      taken.add(owner);
    }
  }
  const spelled = new Set<Declared>();
  for (const d of declared) {
    if (d.key === null || matched.has(d)) continue;
    let best: { owner: Owner; distance: number } | null = null;
    for (const o of persons) {
      if (taken.has(o)) continue;
      const distance = spellingDistance(d.key, o.name ?? o.key);
      if (distance !== null && (best === null || distance < best.distance)) best = { owner: o, distance };
    }
    if (best) {
      matched.set(d, best.owner);
      taken.add(best.owner);
      spelled.add(d);
    }
  }

  const anyWithheld = declared.some((d) => d.key === null);
  for (const o of owners) {
    if (taken.has(o)) o.declared = true;
    else if (o.kind !== "person") o.declared = false;
    else if (o.withheld) o.declared = declared.length === 0 ? false : null;
    else o.declared = anyWithheld ? null : false;
  }

  // Where the determination is incomplete, a chain that stops may lead to the declared person: the
  // declaration can then be neither confirmed nor contradicted, only left unchecked.
  const stops = context.complete
    ? []
    : owners
        .filter((o) => (o.withheld || (o.reason !== undefined && o.reason !== "loop")) && o.effective.max > 0)
        .sort((a, b) => b.effective.max - a.effective.max);
  const stopsMax = stops.reduce((sum, o) => sum + o.effective.max, 0);
  const cannotCheck = (d: Declared, owner?: Owner): Discrepancy => {
    const stop = stops[0];
    const what = stop.withheld ? "a member whose personal details are withheld" : (stop.name ?? "an unnamed holder");
    const more = stops.length > 1 ? ` and ${stops.length - 1} more` : "";
    const through = owner ? "hold more than the structure shows" : "hold their share";
    const discrepancy: Discrepancy = {
      kind: "cannot-check",
      name: d.name,
      detail: `Declared as a beneficial owner; the structure can neither confirm nor rule this out, for its chains stop at ${what} (${formatRange(stop.effective)})${more}, past which the declared person may ${through}.`,
      declaredControl: { controlType: d.controlType, indirect: d.indirect },
    };
    if (owner) discrepancy.ownerKey = owner.key;
    return discrepancy;
  };

  const found: Discrepancy[] = [];
  for (const d of declared) {
    if (d.key === null) {
      found.push({
        kind: "withheld",
        name: null,
        detail:
          "A declared beneficial owner's personal details are withheld, so the declaration cannot be checked against the structure.",
      });
      continue;
    }
    const owner = matched.get(d);
    if (!owner && stops.length > 0) {
      found.push(cannotCheck(d));
      continue;
    }
    if (!owner) {
      const where = context.complete
        ? ""
        : " Some chains stop before reaching a natural person, so the link may lie behind one of them.";
      found.push({
        kind: "declared-unreachable",
        name: d.name,
        detail: `Declared as a beneficial owner, but not reached through any ownership or control chain.${where}`,
        declaredControl: { controlType: d.controlType, indirect: d.indirect },
      });
      continue;
    }
    if (spelled.has(d)) {
      found.push({
        kind: "spelling",
        name: owner.name,
        declaredName: d.name,
        ownerKey: owner.key,
        detail:
          "The declaration spells the name differently from the register's ownership entries: likely a spelling or transliteration difference.",
      });
    }
    const differs = compareNature(owner, d, context.rule);
    const hidden = stops.length > 0 && meetsThreshold(owner.effective.max + stopsMax, context.rule);
    if (differs?.differsIn === "verdict" && hidden) found.push(cannotCheck(d, owner));
    else if (differs) found.push({ kind: "differs", name: owner.name, ownerKey: owner.key, ...differs });
  }
  for (const o of owners) {
    if (o.kind !== "person" || o.beneficialOwner !== "yes" || o.declared !== false) continue;
    const byOwnership = meetsThreshold(o.effective.min, context.rule);
    const route = o.control?.route === "majority" ? "a majority at each layer" : "decisive influence";
    const how = byOwnership
      ? `by ownership (${formatRange(o.effective)})${o.control ? " and by control" : ""}`
      : `by control (${route})`;
    found.push({
      kind: "undeclared",
      name: o.name,
      ownerKey: o.key,
      detail: `Qualifies as a beneficial owner ${how}, but is not declared.`,
    });
  }
  return found;
}

function compareNature(
  owner: Owner,
  d: Declared,
  rule: OwnershipRule,
): Pick<Discrepancy, "detail" | "differsIn" | "declaredControl"> | null {
  const declaredControl = { controlType: d.controlType, indirect: d.indirect };
  if (owner.beneficialOwner === "no") {
    return {
      differsIn: "verdict",
      declaredControl,
      detail: `Declared as a beneficial owner, but the structure gives an effective share of ${formatRange(owner.effective)} (the threshold is ${describeRule(rule)}) and no control.`,
    };
  }
  // A range across the threshold decides nothing about the declaration's words.
  if (owner.beneficialOwner !== "yes") return null;
  const byOwnership = meetsThreshold(owner.effective.min, rule);
  const byControl = owner.control !== null;
  const declaredOwnership = d.controlType === null || d.controlType.includes("OWNERSHIP");
  if (declaredOwnership && !byOwnership && byControl) {
    return {
      differsIn: "nature",
      declaredControl,
      detail: `Declared as a beneficial owner by ownership, but the structure shows control only (an effective share of ${formatRange(owner.effective)}).`,
    };
  }
  if (!declaredOwnership && byOwnership && !byControl) {
    return {
      differsIn: "nature",
      declaredControl,
      detail: `Declared as a beneficial owner by control, but the structure shows ownership only (${formatRange(owner.effective)}).`,
    };
  }
  if (!byOwnership || !declaredOwnership) return null;
  const direct = owner.paths.some((p) => p.length === 2);
  const indirect = owner.paths.some((p) => p.length > 2);
  if (d.indirect && !indirect) {
    return {
      differsIn: "directness",
      declaredControl,
      detail: "Declared as an indirect owner, but the structure shows a direct holding only.",
    };
  }
  if (!d.indirect && !direct) {
    return {
      differsIn: "directness",
      declaredControl,
      detail: "Declared as a direct owner, but the structure shows holdings through other entities only.",
    };
  }
  return null;
}
