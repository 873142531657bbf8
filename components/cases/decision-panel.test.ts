import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { withIntl } from "@/dev/testing/with-intl";
import type { CaseView } from "@/lib/domain/cases/case-types";
import { caseActionsFor } from "./case-actions";
import { DecisionPanel } from "./decision-panel";

// The panel refreshes the page after a request; rendered alone, it has no router to do it with.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

const view = (
  state: CaseView["state"],
  approvers: string[] = [],
): Parameters<typeof DecisionPanel>[0]["view"] & {
  preparer: CaseView["preparer"];
  assignee: CaseView["assignee"];
} => ({
  id: 7,
  state,
  decision: state === "awaiting-approval" ? "accept" : null,
  conclusion: state === "awaiting-approval" ? "Owners known." : null,
  approvers: approvers.map((userId) => ({ userId, name: `Name of ${userId}`, at: "2026-03-01T10:00:00.000Z" })),
  approvalsNeeded: 2,
  returnReason: null,
  preparer: { userId: "anna", name: "Anna" },
  assignee: null,
});

const render = (v: ReturnType<typeof view>, viewer: { userId: string; roles: ("analyst" | "approver")[] }) => {
  const html = renderToStaticMarkup(
    withIntl(createElement(DecisionPanel, { view: v, actions: caseActionsFor(v, viewer) })),
  );
  const buttons = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(
    ([, attributes, label]) => `${label}${attributes.includes('aria-disabled="true"') ? " (disabled)" : ""}`,
  );
  return { html, buttons, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
};

describe("the decision panel", () => {
  it("gives the preparer the decision and conclusion to submit while the case is with them", () => {
    const { html, buttons } = render(view("in-review"), { userId: "anna", roles: ["analyst"] });
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toContain("<textarea");
    expect(buttons).toEqual(["Submit for approval"]);
  });

  it("shows the preparer who is also an approver the sign-off disabled, saying why", () => {
    const { buttons, text } = render(view("awaiting-approval"), { userId: "anna", roles: ["analyst", "approver"] });
    expect(buttons).toEqual(["Approve (disabled)", "Return to the preparer (disabled)", "Reject (disabled)"]);
    expect(text).toContain("You prepared this case, so someone else must sign it off (four eyes).");
    expect(text).toContain("Accept");
  });

  it("offers another approver the sign-off, with the approvals so far as N of M", () => {
    const { buttons, text } = render(view("awaiting-approval", ["carl"]), { userId: "dora", roles: ["approver"] });
    expect(buttons).toEqual(["Approve", "Return to the preparer", "Reject"]);
    expect(text).toContain("Approvals · 1 of 2 approvals");
    expect(text).toContain("Name of carl, 2026-03-01");
  });

  it("offers nothing to an analyst reading someone else's case in review", () => {
    const { buttons, text } = render(view("in-review"), { userId: "eva", roles: ["analyst"] });
    expect(buttons).toEqual([]);
    expect(text).toContain("The preparer or the assigned analyst submits the decision.");
  });
});
