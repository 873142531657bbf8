import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { withIntl } from "@/dev/testing/with-intl";
import { FieldValue } from "./field-value";
import { profileTestCtx } from "@/dev/testing/profile-test-ctx";

const ctx = profileTestCtx();
const member = legalEntitySchema.shape.Members.element;
const shown = (parent: Record<string, unknown>, name: string) =>
  renderToString(withIntl(createElement(FieldValue, { parent, schema: member, name, ctx }))).replaceAll("<!-- -->", "");

describe("a field the record's schema does not list", () => {
  it("is shown as the spec's conventions declare its name: a member's registered_on as a date", () => {
    expect(shown({ registered_on: "2004-03-15T00:00:00Z" }, "registered_on")).toMatch(
      /^<time[^>]*dateTime="2004-03-15T00:00:00Z"[^>]*>2004-03-15<\/time>$/,
    );
  });

  it("is shown as text otherwise, or where the value does not read as its kind", () => {
    expect(shown({ remark: "2004-03-15T00:00:00Z" }, "remark")).toBe("2004-03-15T00:00:00Z");
    expect(shown({ registered_on: "not yet" }, "registered_on")).toBe("not yet");
  });
});
