import { z } from "zod";
import { snapshotHashError } from "@/lib/domain/evidence/snapshot-hash";
import { AppError } from "@/lib/platform/errors/app-error";
import type { ErrorKey, ErrorValues } from "@/lib/platform/errors/error-text";
import { isRegcode, type Regcode } from "@/lib/registry/regcode/regcode";
import { EDGE_KINDS } from "./graph-types";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { graphViewFromParams } from "./graph-view-params";
import { type LayoutRequest, MAX_EXPANSIONS, MAX_STORED_EXPANSIONS, readExpandEntry } from "./layout-request-query";

// More parties than one drawing holds cannot be shown: a larger count is read as that many.
const { maxNodes: MAX_SHOWN } = parseGraphLayoutConfig(process.env);
const OPEN = /^(-?\d{1,3}):([a-z-]+):(\d{1,5})$/;
const KINDS = new Set<string>(EDGE_KINDS);

const bad = (key: ErrorKey, values: ErrorValues) => new AppError("bad_request", { key, values });

/**
 * Reads a layout request from the query of the layout API; anything malformed is refused, not guessed.
 * The expanded entities come back as checked numbers, for the lookups that draw them, with the stored
 * copy each is read from where one is named (`<number>@<sha256>`); an entity named twice counts once.
 */
export function layoutRequestFromParams(
  params: URLSearchParams,
): Omit<LayoutRequest, "expand" | "stored"> & { expand: readonly Regcode[]; stored: Readonly<Record<string, string>> } {
  const view = graphViewFromParams(params);
  const expand: Regcode[] = [];
  const stored: Record<string, string> = {};
  for (const entry of (params.get("expand") ?? "").split(",").filter(Boolean)) {
    const { regcode, stored: sha256 } = readExpandEntry(entry);
    if (!isRegcode(regcode)) throw bad("expandNotRegcode", { value: regcode.slice(0, 20) });
    if (sha256 !== undefined) {
      const error = snapshotHashError(sha256);
      if (error) throw error;
    }
    if (expand.includes(regcode)) continue;
    expand.push(regcode);
    if (sha256 !== undefined) stored[regcode] = sha256.toLowerCase();
  }
  const storedCount = Object.keys(stored).length;
  if (expand.length - storedCount > MAX_EXPANSIONS) throw bad("tooManyExpansions", { max: String(MAX_EXPANSIONS) });
  if (storedCount > MAX_STORED_EXPANSIONS) throw bad("tooManyStoredExpansions", { max: String(MAX_STORED_EXPANSIONS) });
  const open: Record<string, number> = {};
  for (const entry of params.getAll("open")) {
    const match = OPEN.exec(entry);
    if (!match || !KINDS.has(match[2])) throw bad("openNotBand", { value: entry.slice(0, 40) });
    open[`${match[1]}:${match[2]}`] = Math.min(Number(match[3]), MAX_SHOWN);
  }
  return { ...view, open, expand, stored };
}

/** The layout's query: the view, expanded entities and opened "N more" groups as layoutRequestFromParams reads it, for the API description. */
export const graphLayoutQuerySchema = z.object({
  graph_as_of: z.iso.date().optional().describe("Draw the relationships as of this day"),
  graph_former: z.enum(["0", "1"]).optional().describe("0 leaves out former relationships"),
  expand: z
    .string()
    .optional()
    .describe("Comma-separated numbers whose relationships are merged in, each optionally <number>@<sha256>"),
  open: z.array(z.string()).optional().describe('Opened "N more" groups, each <level>:<band>:<shown>; repeatable'),
});
