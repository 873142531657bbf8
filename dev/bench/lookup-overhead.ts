import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { alternateLoad } from "./alternate-load";
import { callLoad, httpLoad, pairedRatio } from "./load";
import { LOOKUP_PATHS, LOOKUP_REGCODES } from "./regcodes";
import type { BenchOutcome } from "./results";
import { benchAppEnv, type BenchEnv } from "./setup";
import { round } from "./stats";
import type { LoadOptions } from "./load-options";
import { loadRows } from "./load-rows";

/**
 * Benchmark 1: signed lookups straight to the registry vs the same lookups through
 * /api/legal-entities on the cache-off app, alternating in rounds so drifting machine
 * load hits both sides alike.
 */
export async function lookupOverhead(env: BenchEnv, options: LoadOptions): Promise<BenchOutcome> {
  const credential = demoCredentials.standard;
  const client = createRegistryClient(
    parseRegistryConfig({
      REGISTRY_BASE_URL: env.registry.url,
      REGISTRY_API_KEY: credential.apiKey,
      REGISTRY_API_SECRET: credential.secret,
      // As the app under test: the figures compare the app's work with a direct call, not the registry budget.
      REGISTRY_MAX_RPS: benchAppEnv(env.registry).REGISTRY_MAX_RPS,
    }),
  );
  const direct = (durationS: number) =>
    callLoad((i) => client.legal(LOOKUP_REGCODES[i % LOOKUP_REGCODES.length]), options.concurrency, durationS);
  const viaApp = (durationS: number) =>
    httpLoad({
      baseUrl: env.cacheOff.url,
      headers: env.cacheOff.headers,
      paths: LOOKUP_PATHS,
      connections: options.concurrency,
      durationS,
    });

  const [d, a] = await alternateLoad([direct, viaApp], options);
  const overheadP50 = a.p50 - d.p50;
  const ratio = pairedRatio(a, d);
  return {
    rows: [
      ...loadRows(1, "direct signed call", d),
      ...loadRows(1, "via /api/legal-entities (cache off)", a),
      {
        bench: 1,
        figure: "overhead at p50 (app − direct)",
        value: `${round(overheadP50, 2)} ms`,
        target: "< 3 ms",
        met: overheadP50 < 3,
      },
      { bench: 1, figure: "throughput ratio (app ÷ direct)", value: `${round(ratio, 2)}×` },
    ],
    data: { regcodes: LOOKUP_REGCODES, options, direct: d, app: a, overheadP50Ms: overheadP50, throughputRatio: ratio },
  };
}
