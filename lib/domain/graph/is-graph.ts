import { EDGE_KINDS, type Graph, type GraphEdge, type GraphNode } from "./graph-types";

const NODE_KINDS = new Set(["entity", "person", "withheld", "group"]);
const EDGE_KIND_SET = new Set<string>(EDGE_KINDS);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isString = (v: unknown) => typeof v === "string";
const isStringOrNull = (v: unknown) => v === null || typeof v === "string";

function isNode(v: unknown): v is GraphNode {
  return (
    isObject(v) &&
    isString(v.id) &&
    NODE_KINDS.has(String(v.kind)) &&
    isString(v.label) &&
    isStringOrNull(v.regcode) &&
    isStringOrNull(v.country) &&
    typeof v.sanctioned === "boolean" &&
    Array.isArray(v.sanctionNotes) &&
    v.sanctionNotes.every(isString) &&
    typeof v.level === "number"
  );
}

function isEdge(v: unknown): v is GraphEdge {
  return (
    isObject(v) &&
    [v.id, v.source, v.target, v.label].every(isString) &&
    EDGE_KIND_SET.has(String(v.kind)) &&
    (v.percent === null || typeof v.percent === "number") &&
    isStringOrNull(v.validFrom) &&
    isStringOrNull(v.validTo) &&
    [v.former, v.annulled, v.cycle].every((b) => typeof b === "boolean")
  );
}

/** Checks a graph sent by the app's own API in the browser, without a schema library in the bundle. */
export function isGraph(v: unknown): v is Graph {
  return (
    isObject(v) &&
    isString(v.rootId) &&
    Array.isArray(v.expanded) &&
    v.expanded.every(isString) &&
    Array.isArray(v.nodes) &&
    v.nodes.every(isNode) &&
    Array.isArray(v.edges) &&
    v.edges.every(isEdge)
  );
}
