import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { inBackground } from "./request-priority";
import type { Identity } from "@/lib/registry/schemas/identity";

/** What the last signed round trip found, without the credential's name: what anyone may be told. */
export interface LastRegistryCheck {
  reachable: boolean;
  /** ISO time at which the round trip ended. */
  at: string;
}

/** The full answer, for holders of HEALTH_TOKEN only: it names the credential. */
export interface RegistryCheck {
  reachable: true;
  credential: string;
  latencyMs: number;
}

export type RegistryHealthAnswer =
  | RegistryCheck
  | {
      checked: false;
      reason: "no token configured" | "send HEALTH_TOKEN to check it";
      lastCheck: LastRegistryCheck | null;
    };

/** The registry part of GET /api/health. */
export const registryHealthAnswerSchema = answerSchema<RegistryHealthAnswer>()(
  z.union([
    z.strictObject({
      reachable: z.literal(true),
      credential: z.string().describe("The credential's name, for holders of HEALTH_TOKEN"),
      latencyMs: z.number(),
    }),
    z.strictObject({
      checked: z.literal(false),
      reason: z.enum(["no token configured", "send HEALTH_TOKEN to check it"]),
      lastCheck: z.strictObject({ reachable: z.boolean(), at: z.iso.datetime() }).nullable(),
    }),
  ]),
);

export interface RegistryHealth {
  /**
   * The signed round trip for a caller holding the token (`allowed`), at background priority so health
   * checks never take analysts' turns in the registry budget; anyone else gets the last round trip's
   * outcome. Without a configured token nobody makes it: an open endpoint must not spend the quota.
   */
  answer(access: { configured: boolean; allowed: boolean }): Promise<RegistryHealthAnswer>;
}

export function createRegistryHealth(identity: () => Promise<Identity>, now: () => number = Date.now): RegistryHealth {
  let last: LastRegistryCheck | null = null;
  return {
    async answer({ configured, allowed }) {
      if (!configured) return { checked: false, reason: "no token configured", lastCheck: last };
      if (!allowed) return { checked: false, reason: "send HEALTH_TOKEN to check it", lastCheck: last };
      const started = now();
      try {
        const { name } = await inBackground(identity);
        last = { reachable: true, at: new Date(now()).toISOString() };
        return { reachable: true, credential: name, latencyMs: now() - started };
      } catch (error) {
        last = { reachable: false, at: new Date(now()).toISOString() };
        throw error;
      }
    },
  };
}
