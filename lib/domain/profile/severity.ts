import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { isFormer } from "./history";

/**
 * The gravest condition of an entity, gravest first: what its badge says at a glance. The register's
 * own status stays "REGISTERED" while an asset freeze or a suspension is in force, so it cannot be the badge.
 */
export const CONDITIONS = [
  "sanctioned",
  "suspended",
  "prohibited",
  "insolvent",
  "inLiquidation",
  "relatedSanctioned",
  "notRegistered",
] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface Severity {
  /** danger (red), warning (amber) or ok (green, registered with nothing in force). */
  tone: "danger" | "warning" | "ok";
  /** The gravest condition in force, or null when the entity is registered with none. */
  condition: Condition | null;
}

const DANGER = new Set<Condition>(["sanctioned", "suspended", "prohibited", "insolvent", "inLiquidation"]);

/** Every condition in force on `now`, gravest first. */
export function conditionsInForce(record: LegalEntity, now: number): Condition[] {
  const inForce = (items: readonly object[] | undefined) => (items ?? []).some((item) => !isFormer(item, now));
  const s = record.Sanctions;
  const found = new Set<Condition>();
  if (inForce(s?.legal_entity_sanctions)) found.add("sanctioned");
  if (inForce(record.SuspensionsOfActivities) || record.status === "ACTIVITY_SUSPENDED") found.add("suspended");
  if (inForce(record.ProhibitionsOfActivities)) found.add("prohibited");
  if (inForce(record.CommercialEntityDetails?.insolvencies) || record.status === "INSOLVENCY_PROCEEDINGS")
    found.add("insolvent");
  if (inForce(record.Liquidations) || record.status === "IN_LIQUIDATION") found.add("inLiquidation");
  if (inForce(s?.directly_related_sanctions) || inForce(s?.indirectly_related_sanctions))
    found.add("relatedSanctioned");
  if (record.status !== "REGISTERED") found.add("notRegistered");
  return CONDITIONS.filter((c) => found.has(c));
}

/** The badge's tone and words: red for a condition that stops business, amber for a lesser one. */
export function severity(record: LegalEntity, now: number): Severity {
  const [condition = null] = conditionsInForce(record, now);
  if (condition === null) return { tone: "ok", condition };
  return { tone: DANGER.has(condition) ? "danger" : "warning", condition };
}
