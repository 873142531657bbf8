import { describe, expect, it } from "vitest";
import { clientMessages } from "./client-messages";
import { MESSAGES } from "./messages";

describe("clientMessages", () => {
  it("leaves the server-only labels and error messages out of what every page carries", () => {
    const sent = clientMessages(MESSAGES.lv);
    expect(sent.record).not.toHaveProperty("fields");
    expect(sent.record).not.toHaveProperty("codes");
    expect(sent.errors).not.toHaveProperty("messages");
    expect(Object.keys(sent.report)).toEqual(["toolbar"]);
    expect(sent.ownership).not.toHaveProperty("method");
    expect(sent.ownership).not.toHaveProperty("reportState");
    expect(sent.account).not.toHaveProperty("audit");
    expect(sent).not.toHaveProperty("apiReference");
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(MESSAGES.lv).length * 0.62);
  });

  it("keeps what the browser's components word", () => {
    const sent = clientMessages(MESSAGES.lv);
    expect(sent.record.sections.officers).toBe("Amatpersonas");
    expect(sent.errors.requestFailed).toBe(MESSAGES.lv.errors.requestFailed);
    expect(sent.graph).toEqual(MESSAGES.lv.graph);
    expect(sent.report.toolbar).toEqual(MESSAGES.lv.report.toolbar);
    expect(sent.ownership.state).toEqual(MESSAGES.lv.ownership.state);
  });
});
