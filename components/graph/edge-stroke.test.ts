import { describe, expect, it } from "vitest";
import { edgeStroke } from "./edge-stroke";

const line = (over: Partial<Parameters<typeof edgeStroke>[0]> = {}) =>
  edgeStroke({ kind: "member", former: false, cycle: false, count: 1, onSanctionPath: false, ...over });

describe("edgeStroke", () => {
  it("draws a declared beneficial owner dotted in its own colour, unlike a shareholding", () => {
    const holding = line();
    const declared = line({ kind: "beneficial-owner" });
    expect(holding).toEqual({ colour: "plain", width: 1.2, dash: undefined, declared: false });
    expect(declared.colour).toBe("declared");
    expect(declared.declared).toBe(true);
    expect(declared.dash).toBeDefined();
    // Neither a current shareholding's solid line nor a former one's dashes.
    expect(declared.dash).not.toBe(line({ former: true }).dash);
  });

  it("keeps an ended declaration dotted, sparser than a current one", () => {
    const ended = line({ kind: "beneficial-owner", former: true });
    expect(ended.declared).toBe(true);
    expect(ended.dash).not.toBe(line({ kind: "beneficial-owner" }).dash);
  });

  it("lets the sanctions path's red win over every other colour, dots kept", () => {
    const path = line({ kind: "beneficial-owner", onSanctionPath: true, cycle: true });
    expect(path).toMatchObject({ colour: "sanction", width: 3, declared: true });
  });
});
