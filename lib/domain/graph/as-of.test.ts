import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { formatDate } from "@/lib/platform/format/format-date";
import { currentGraph, graphAsOf } from "./as-of";
import { buildGraph } from "./build-graph";

const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.amber));
const graph = buildGraph(record, "en");

describe("graphAsOf", () => {
  it("shows an officer only between appointment and resignation", () => {
    const resigned = record.Officers.find((o) => o.resigned_on && o.appointed_on && !o.is_annulled);
    const id = `${record.registration_number}:officer:${resigned?.id}`;
    const appointed = formatDate(resigned?.appointed_on);
    const left = formatDate(resigned?.resigned_on);
    const dayBefore = (d: string) => new Date(Date.parse(d) - 86_400_000).toISOString().slice(0, 10);
    expect(graphAsOf(graph, dayBefore(appointed)).edges.some((e) => e.id === id)).toBe(false);
    expect(graphAsOf(graph, appointed).edges.some((e) => e.id === id)).toBe(true);
    expect(graphAsOf(graph, dayBefore(left)).edges.some((e) => e.id === id)).toBe(true);
    expect(graphAsOf(graph, left).edges.some((e) => e.id === id)).toBe(false);
  });

  it("keeps relationships without an end date from their start onwards", () => {
    const open = graph.edges.filter((e) => !e.former && !e.validTo);
    expect(open.length).toBeGreaterThan(0);
    const later = graphAsOf(graph, "2100-01-01");
    expect(later.edges.map((e) => e.id)).toEqual(open.map((e) => e.id));
  });

  it("never shows annulled entries and drops parties left without a relationship", () => {
    const past = graphAsOf(graph, "1990-01-01");
    expect(past.nodes.map((n) => n.id)).toEqual([graph.rootId]);
    const today = graphAsOf(graph, "2025-06-30");
    expect(today.edges.every((e) => !e.annulled)).toBe(true);
    expect(today.edges.length).toBeLessThan(graph.edges.length);
    expect(
      today.nodes.every(
        (n) => n.id === graph.rootId || today.edges.some((e) => e.source === n.id || e.target === n.id),
      ),
    ).toBe(true);
  });

  it("hides former relationships, and parties that only had former ones", () => {
    const current = currentGraph(graph);
    expect(current.edges).toHaveLength(graph.edges.filter((e) => !e.former).length);
    expect(current.edges.length).toBeLessThan(graph.edges.length);
    const formerOnly = graph.nodes.filter((n) =>
      graph.edges.every((e) => (e.source !== n.id && e.target !== n.id) || e.former),
    );
    expect(formerOnly.length).toBeGreaterThan(0);
    expect(current.nodes).toHaveLength(
      graph.nodes.length - formerOnly.length + (formerOnly.some((n) => n.id === graph.rootId) ? 1 : 0),
    );
  });
});
