import { insertCase } from "@/lib/domain/cases/case-store";
import type { OpenCaseInput } from "@/lib/features/cases/case-service";

/**
 * An openCase for tests: opens as the one open path would, without the registry (named "Demo <number>", due
 * 2026-07-10, no evidence, pinned at `now`), risk high for the numbers in `highRisk` and low for the rest.
 */
export function openCaseOffline(now: Date, highRisk: string[] = []) {
  return async (input: OpenCaseInput) => {
    const level = highRisk.includes(input.regcode) ? "high" : "low";
    const { id } = await insertCase(
      input.db,
      { who: input.viewer, actor: input.actor },
      {
        regcode: input.regcode,
        legalName: `Demo ${input.regcode}`,
        kind: input.kind,
        purpose: input.purpose,
        dueOn: "2026-07-10",
        risk: { modelVersion: "test", factors: [], points: level === "high" ? 100 : 0, level },
        determination: null,
        evidence: [],
        pinnedAt: now,
        alertId: input.alertId ?? null,
        discrepancyDetectedAt: input.kind === "discrepancy" ? now : null,
        assigneeId: input.assigneeId ?? null,
        byApp: input.byApp,
      },
    );
    return { id, determinationPinned: false };
  };
}
