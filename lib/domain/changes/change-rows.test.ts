import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import type { Locale } from "@/lib/platform/i18n/locales";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { changeRows, changesBySection } from "./change-rows";
import { recordChanges } from "./record-changes";

const record = (regcode: string, version: number) => legalEntitySchema.parse(findDemoRecord(regcode, version));
const changes = (regcode: string, from: number, to: number, locale: Locale = "en") =>
  recordChanges(record(regcode, from), record(regcode, to), locale);

describe("the old and new values of changes", () => {
  it("words each changed field with the profile's labels and formats", () => {
    const [sanction, officer] = changes(demoRegcodes.sanctioned, 0, 1);
    expect(changeRows(sanction, "en")).toEqual([{ label: "Removed on", before: "none", after: "2025-09-15" }]);
    expect(changeRows(officer, "en")).toEqual([
      { label: "Resigned on", before: "none", after: "2025-09-15" },
      { label: "Removed because of", before: "none", after: "Resigned" },
      { label: "Removed on", before: "none", after: "2025-09-15" },
    ]);
    const amber = changes(demoRegcodes.amber, 0, 4);
    const share = amber.find((c) => c.path === "Members[id=1000094]");
    expect(share && changeRows(share, "en")).toEqual([
      { label: "Number of shares", before: "48000", after: "78000" },
      { label: "Percent", before: "40%", after: "65%" },
      { label: "Votes", before: "48000", after: "78000" },
    ]);
    const status = amber.find((c) => c.path === "status");
    expect(status && changeRows(status, "en")).toEqual([
      { label: "Status", before: "Registered", after: "In liquidation" },
    ]);
    expect(
      changeRows(
        amber.find((c) => c.kind === "added")!,
        "en",
      ),
    ).toEqual([]);
  });

  it("words them in Latvian too: labels, dates and the empty value", () => {
    const [sanction] = changes(demoRegcodes.sanctioned, 0, 1, "lv");
    expect(changeRows(sanction, "lv")).toEqual([expect.objectContaining({ before: "nav", after: "15.09.2025" })]);
    const share = changes(demoRegcodes.amber, 0, 4, "lv").find((c) => c.path === "Members[id=1000094]");
    expect(share && changeRows(share, "lv")).toContainEqual({ label: "Procenti", before: "40%", after: "65%" });
  });

  it("groups changes under their sections in page order", () => {
    expect(changesBySection(changes(demoRegcodes.amber, 0, 2), "en").map((g) => [g.label, g.changes.length])).toEqual([
      ["Identity", 1],
      ["Sanctions", 2],
      ["Officers", 1],
      ["Members", 2],
      ["Various notices", 1],
    ]);
  });
});
