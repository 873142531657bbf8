import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/lib/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { changeRows, changesBySection } from "./change-rows";
import { recordChanges } from "./record-changes";

const record = (regcode: string, version: number) => legalEntitySchema.parse(findDemoRecord(regcode, version));

describe("the old and new values of changes", () => {
  it("words each changed field with the profile's labels and formats", () => {
    const [sanction, officer] = recordChanges(record(demoRegcodes.sanctioned, 0), record(demoRegcodes.sanctioned, 1));
    expect(changeRows(sanction)).toEqual([{ label: "Removed on", before: "none", after: "2025-09-15" }]);
    expect(changeRows(officer)).toEqual([
      { label: "Resigned on", before: "none", after: "2025-09-15" },
      { label: "Removed because of", before: "none", after: "Resigned" },
      { label: "Removed on", before: "none", after: "2025-09-15" },
    ]);
    const amber = recordChanges(record(demoRegcodes.amber, 0), record(demoRegcodes.amber, 4));
    const share = amber.find((c) => c.path === "Members[id=1000094]");
    expect(share && changeRows(share)).toEqual([
      { label: "Number of shares", before: "48000", after: "78000" },
      { label: "Percent", before: "40%", after: "65%" },
      { label: "Votes", before: "48000", after: "78000" },
    ]);
    const status = amber.find((c) => c.path === "status");
    expect(status && changeRows(status)).toEqual([{ label: "Status", before: "Registered", after: "In liquidation" }]);
    expect(changeRows(amber.find((c) => c.kind === "added")!)).toEqual([]);
  });

  it("groups changes under their sections in page order", () => {
    const changes = recordChanges(record(demoRegcodes.amber, 0), record(demoRegcodes.amber, 2));
    expect(changesBySection(changes).map((g) => [g.label, g.changes.length])).toEqual([
      ["Identity", 1],
      ["Sanctions", 2],
      ["Officers", 1],
      ["Members", 2],
      ["Various notices", 1],
    ]);
  });
});
