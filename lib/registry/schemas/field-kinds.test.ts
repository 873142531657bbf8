import { describe, expect, it } from "vitest";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { fieldSchema, itemSchema, kindOf } from "./field-kinds";

const path = (...keys: string[]) =>
  keys.reduce<ReturnType<typeof fieldSchema>>(
    (schema, key) => (key === "[]" ? itemSchema(schema) : fieldSchema(schema, key)),
    legalEntitySchema,
  );

describe("field kinds declared on the schemas", () => {
  it("reads each field's kind through nullable wrappers and lists", () => {
    expect(kindOf(path("registered_on"))).toEqual({ kind: "timestamp" });
    expect(kindOf(path("status"))).toEqual({ kind: "code" });
    expect(kindOf(path("Officers", "[]", "position"))).toEqual({ kind: "code" });
    expect(kindOf(path("Members", "[]", "legal_entity_basic", "registration_number"))).toEqual({
      kind: "registration-number",
    });
    expect(kindOf(path("Links", "annual_reports"))).toEqual({ kind: "url" });
    expect(kindOf(path("ActivitiesDetails", "nace_types", "[]", "nace_code"))).toEqual({ kind: "nace-code" });
    expect(kindOf(path("Members", "[]", "share_holder_details", "in_percent"))).toEqual({ kind: "percent" });
    expect(kindOf(path("PublicAuthorityDetails", "SchoolBranches", "[]", "general_manager"))).toEqual({
      kind: "person",
      idKey: "GeneralManagerID",
    });
  });

  it("leaves plain text, an entity's own earlier numbers and fields the spec does not list without a kind", () => {
    expect(kindOf(path("legal_name"))).toBeUndefined();
    expect(kindOf(path("registration_number"))).toBeUndefined();
    expect(
      kindOf(path("ReligiousEntityDetails", "previous_registrations", "[]", "registration_number")),
    ).toBeUndefined();
    expect(path("BeneficialOwners", "[]", "control_type")).toBeUndefined();
  });

  it("gives a field no schema lists the kind the spec's conventions give its name, and no other", () => {
    // Members' registered_on is not among the item fields the spec lists for them.
    expect(kindOf(path("Members", "[]", "registered_on"))).toEqual({ kind: "timestamp" });
    expect(kindOf(path("Procurations", "[]", "type"))).toEqual({ kind: "code" });
    expect(path("Procurations", "[]", "note")).toBeUndefined();
    expect(kindOf(path("Procurations", "[]", "date_to"))).toEqual({ kind: "timestamp" });
  });
});
