import { AppError } from "@/lib/platform/errors/app-error";
import type { ErrorKey, ErrorValues } from "@/lib/platform/errors/error-text";
import { isRegcode, type Regcode } from "@/lib/registry/regcode/regcode";
import { EDGE_KINDS } from "./graph-types";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { graphViewFromParams } from "./graph-view-params";
import type { LayoutRequest } from "./layout-request-query";

export const MAX_EXPANSIONS = 20;
// More parties than one drawing holds cannot be shown: a larger count is read as that many.
const { maxNodes: MAX_SHOWN } = parseGraphLayoutConfig(process.env);
const OPEN = /^(-?\d{1,3}):([a-z-]+):(\d{1,5})$/;
const KINDS = new Set<string>(EDGE_KINDS);

const bad = (key: ErrorKey, values: ErrorValues) => new AppError("bad_request", { key, values });

/**
 * Reads a layout request from the query of the layout API; anything malformed is refused, not guessed.
 * The expanded entities come back as checked numbers, for the lookups that draw them.
 */
export function layoutRequestFromParams(
  params: URLSearchParams,
): Omit<LayoutRequest, "expand"> & { expand: readonly Regcode[] } {
  const view = graphViewFromParams(params);
  const given = (params.get("expand") ?? "").split(",").filter(Boolean);
  if (given.length > MAX_EXPANSIONS) throw bad("tooManyExpansions", { max: String(MAX_EXPANSIONS) });
  const expand = given.map((rc) => {
    if (!isRegcode(rc)) throw bad("expandNotRegcode", { value: rc.slice(0, 20) });
    return rc;
  });
  const open: Record<string, number> = {};
  for (const entry of params.getAll("open")) {
    const match = OPEN.exec(entry);
    if (!match || !KINDS.has(match[2])) throw bad("openNotBand", { value: entry.slice(0, 40) });
    open[`${match[1]}:${match[2]}`] = Math.min(Number(match[3]), MAX_SHOWN);
  }
  return { ...view, open, expand: [...new Set(expand)] };
}
