import type { KeyFinding } from "@/lib/domain/profile/key-findings";
import type { OwnershipDetermination } from "./ownership-types";

/**
 * What the ownership determination adds to the key findings, each pointing at the ownership section:
 * restrictions through sanctioned owners (or that they cannot be excluded), mismatches with the register's declaration (a withheld
 * declaration cannot be checked and is no mismatch), owners who cannot be excluded, no beneficial
 * owner established, and a complex structure.
 */
export function ownershipFindings(determination: OwnershipDetermination): KeyFinding[] {
  const findings: KeyFinding[] = [];
  const at = { anchor: "ownership" } as const;
  if (determination.sanctions.restricted) findings.push({ key: "ownership-restricted", tone: "danger", ...at });
  else if (determination.sanctions.verdict === "cannot-exclude")
    findings.push({ key: "ownership-sanctions-open", tone: "warning", ...at });
  // A declaration withheld from the viewer, or one a stopped chain keeps from being checked, is no mismatch.
  const mismatches = determination.discrepancies.filter(
    (d) => d.kind !== "withheld" && d.kind !== "cannot-check",
  ).length;
  if (mismatches > 0) findings.push({ key: "ownership-mismatch", count: mismatches, tone: "danger", ...at });
  const open = determination.owners.filter((o) => o.beneficialOwner === "cannot-exclude").length;
  if (open > 0) findings.push({ key: "ownership-cannot-exclude", count: open, tone: "warning", ...at });
  if (!determination.owners.some((o) => o.beneficialOwner === "yes"))
    findings.push({ key: "ownership-not-established", tone: "warning", ...at });
  if (determination.complexStructure.complex) findings.push({ key: "ownership-complex", tone: "warning", ...at });
  return findings;
}
