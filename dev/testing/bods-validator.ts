import Ajv2020, { type AnySchema } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import components from "@/lib/domain/ownership/bods-schema/components.json" with { type: "json" };
import entityRecord from "@/lib/domain/ownership/bods-schema/entity-record.json" with { type: "json" };
import personRecord from "@/lib/domain/ownership/bods-schema/person-record.json" with { type: "json" };
import relationshipRecord from "@/lib/domain/ownership/bods-schema/relationship-record.json" with { type: "json" };
import statementSchema from "@/lib/domain/ownership/bods-schema/statement.json" with { type: "json" };

// The schema names its files "urn:statement", "urn:components"…: URNs without a namespace id, which ajv's URI
// library refuses to resolve. Giving them one ("urn:bods:…") in memory changes no rule; the files stay as published.
function withNamespace(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNamespace);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      (key === "$id" || key === "$ref") && typeof value === "string" && value.startsWith("urn:")
        ? [key, `urn:bods:${value.slice(4)}`]
        : [key, withNamespace(value)],
    ),
  );
}

/** A validator of a list of statements against the vendored BODS 0.4 schema (unit and browser tests). */
export function bodsValidator() {
  // strictTypes off: the published schema narrows `properties` of $ref'd objects without repeating "type".
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false });
  ajv.addVocabulary(["codelist", "openCodelist", "propertyOrder", "version"]);
  addFormats(ajv);
  for (const schema of [components, entityRecord, personRecord, relationshipRecord]) {
    ajv.addSchema(withNamespace(schema) as AnySchema);
  }
  return ajv.compile(withNamespace(statementSchema) as AnySchema);
}
