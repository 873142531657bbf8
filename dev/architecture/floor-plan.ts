import path from "node:path";
import ts from "typescript";

/**
 * The floors of the code, lowest first, and what each may import: the one source ARCHITECTURE.md
 * describes and floor-plan.test.ts holds the tree to. A floor imports its own and lower floors, never higher.
 */
export const FLOORS = [
  { name: "platform", places: ["lib/platform/"], mayImport: [] },
  { name: "registry", places: ["lib/registry/"], mayImport: ["platform"] },
  { name: "domain", places: ["lib/domain/"], mayImport: ["platform", "registry"] },
  { name: "features", places: ["lib/features/"], mayImport: ["platform", "registry", "domain"] },
  { name: "edge", places: ["lib/edge/"], mayImport: ["platform", "registry", "domain", "features"] },
  { name: "server", places: ["lib/server/"], mayImport: ["platform", "registry", "domain", "features", "edge"] },
  { name: "ui", places: ["components/"], mayImport: ["platform", "registry", "domain", "features", "edge"] },
  {
    name: "app",
    places: ["app/", "proxy.ts", "instrumentation.ts", "next.config.ts"],
    mayImport: ["platform", "registry", "domain", "features", "edge", "ui"],
  },
  // The commands an operator runs (start, serve, audit:verify…): the demo registry is what `npm start` runs without one.
  {
    name: "commands",
    places: ["scripts/"],
    mayImport: ["platform", "registry", "domain", "features", "edge", "server", "ui", "app", "dev/demo-registry"],
  },
] as const;

/** The lab: demo registry, test helpers, benchmarks, scale and soak tests, browser tests. Never imported by the product. */
const LAB = ["dev/", "e2e/"];

type FloorName = (typeof FLOORS)[number]["name"];

export interface Problem {
  file: string;
  imports: string;
  why: string;
}

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const TEST = /\.(test|spec)\.tsx?$/;

function floorOf(file: string): FloorName | "lab" | null {
  if (LAB.some((place) => file.startsWith(place))) return "lab";
  return FLOORS.find((floor) => floor.places.some((place) => file.startsWith(place)))?.name ?? null;
}

/** lib/<floor>/<module>, or components/<module>: the unit whose loops count. */
function moduleOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] === "lib" && parts.length > 3) return parts.slice(0, 3).join("/");
  if (parts[0] === "components" && parts.length > 2) return parts.slice(0, 2).join("/");
  return null;
}

/** The files of the tree that a source names in its imports (the project's own, resolved), with the specifier. */
function projectImports(file: string, source: string, files: ReadonlySet<string>): { spec: string; to: string }[] {
  const found: { spec: string; to: string }[] = [];
  for (const { fileName: spec } of ts.preProcessFile(source, true, true).importedFiles) {
    let base: string;
    if (spec.startsWith("@/")) base = spec.slice(2);
    else if (spec.startsWith("./") || spec.startsWith("../")) base = path.posix.join(path.posix.dirname(file), spec);
    else continue;
    const to = EXTENSIONS.map((extension) => base + extension).find((candidate) => files.has(candidate));
    if (to) found.push({ spec, to });
  }
  return found;
}

/**
 * Every import that breaks the floor plan: a floor importing a higher one (or a neighbour it may not),
 * product code importing the lab, and folder-level loops between modules that are not kept on purpose.
 */
export function floorPlanProblems(sources: ReadonlyMap<string, string>): Problem[] {
  const files = new Set(sources.keys());
  const problems: Problem[] = [];
  const moduleEdges = new Map<string, Map<string, { file: string; imports: string }>>();
  for (const [file, source] of sources) {
    if (TEST.test(file)) continue;
    const from = floorOf(file);
    if (from === null || from === "lab") continue;
    const floor = FLOORS.find((candidate) => candidate.name === from)!;
    const allowed: readonly string[] = floor.mayImport;
    for (const { spec, to } of projectImports(file, source, files)) {
      const target = floorOf(to);
      if (target === "lab") {
        if (!allowed.some((place) => to.startsWith(`${place}/`))) {
          problems.push({ file, imports: spec, why: `product code (${from}) imports the lab (${to})` });
        }
      } else if (target !== null && target !== from && !allowed.includes(target)) {
        problems.push({ file, imports: spec, why: `${from} imports ${target}, which it may not` });
      }
      const a = moduleOf(file);
      const b = moduleOf(to);
      if (a && b && a !== b) {
        if (!moduleEdges.has(a)) moduleEdges.set(a, new Map());
        if (!moduleEdges.get(a)!.has(b)) moduleEdges.get(a)!.set(b, { file, imports: spec });
      }
    }
  }
  for (const loop of stronglyConnected(moduleEdges)) {
    for (const a of loop) {
      for (const [b, edge] of moduleEdges.get(a) ?? []) {
        if (loop.includes(b)) problems.push({ ...edge, why: `folder loop ${loop.join(" ⇄ ")}: ${a} imports ${b}` });
      }
    }
  }
  return problems;
}

/** Tarjan's strongly connected components with more than one module. */
function stronglyConnected(edges: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return loops;
}
