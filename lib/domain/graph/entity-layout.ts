import "server-only";
import type { GatedResult } from "@/lib/domain/access/gate-record";
import type { Locale } from "@/lib/platform/i18n/locales";
import { openedBands } from "./fold-groups";
import { graphOf } from "./graph-of";
import type { Graph } from "./graph-types";
import { layoutGraph } from "./layout-graph";
import { cachedLayout, hasCachedLayout } from "./layout-cache";
import { type LayoutRequest, layoutRequestQuery } from "./layout-request-query";
import type { GraphLayout } from "./layout-types";
import { layoutTurn } from "./layout-turns";
import { mergeExpansions } from "./merge-expansion";
import { visibleGraph } from "./visible-graph";

type Drawn = Pick<GatedResult, "record" | "sha256" | "redaction">;

/**
 * The drawing of a retrieval's graph for one view, with the expanded entities' records (`request.expand`,
 * looked up by the caller through the viewer's gate) merged in. Laid out once per view, language and
 * set of records: each named by its SHA-256 and whether personal details were masked for this viewer.
 * The drawing carries its labels, so the language is part of the cache key. Opened groups are keyed as
 * they change the drawing, so odd counts or bands the graph lacks cannot fill the cache.
 * With `viewer`, a layout not cached waits for that viewer's previous one to end (layout-turns).
 */
export async function entityLayout(
  result: Drawn,
  request: LayoutRequest,
  expansions: readonly Drawn[],
  locale: Locale,
  viewer?: string,
): Promise<GraphLayout> {
  const graphIn = (record: Drawn["record"]) => graphOf(record, locale);
  let graph: Graph | undefined;
  // Built only when needed: a cached drawing with no group opened (every profile's) is found without it.
  const drawnGraph = () =>
    (graph ??= visibleGraph(
      mergeExpansions(
        graphIn(result.record),
        expansions.map((x) => graphIn(x.record)),
      ),
      request,
    ));
  const open = Object.keys(request.open).length === 0 ? {} : openedBands(drawnGraph(), { shownByBand: request.open });
  const key =
    `${locale}:` +
    [result, ...expansions].map((r) => (r.redaction ? `${r.sha256}:masked` : r.sha256)).join(",") +
    layoutRequestQuery({ ...request, open });
  const compute = () => layoutGraph(drawnGraph(), locale, { shownByBand: open });
  if (viewer === undefined || hasCachedLayout(key)) return cachedLayout(key, compute);
  const release = await layoutTurn(viewer);
  try {
    return await cachedLayout(key, compute);
  } finally {
    release();
  }
}
