import { useTranslations } from "next-intl";
import { anchorOf, componentName, type JsonSchema } from "./openapi-shapes";

// Past this depth a schema is written as "…": the app's own nest far less, a foreign document may recurse.
const MAX_DEPTH = 12;

const isNull = (schema: JsonSchema) => schema.type === "null";
const types = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Only a plain type, nothing else: `{type: "string"}`. */
const isBareType = (schema: JsonSchema) => Object.keys(schema).length === 1 && typeof schema.type === "string";

/**
 * A union with null (`anyOf: [X, {type: null}]`) is X that may be null: read it as X, nullable. A union of bare
 * types reads as one type: `string | number`.
 */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 1 && variants.every(isBareType)) {
    const merged = { ...schema, anyOf: undefined, oneOf: undefined, type: variants.map((v) => v.type as string) };
    return withoutNull(merged);
  }
  if (variants && variants.some(isNull)) {
    const rest = variants.filter((variant) => !isNull(variant));
    if (rest.length === 1)
      return { schema: { ...rest[0], description: schema.description ?? rest[0].description }, nullable: true };
    return { schema: { ...schema, anyOf: rest, oneOf: undefined }, nullable: true };
  }
  const listed = types(schema);
  if (listed.includes("null"))
    return { schema: { ...schema, type: listed.filter((type) => type !== "null") }, nullable: true };
  return { schema, nullable: false };
}

const isSimple = (schema: JsonSchema) =>
  schema.$ref !== undefined ||
  (!schema.properties && !schema.items && !schema.allOf && !schema.anyOf && !schema.oneOf && !schema.enum);

/** A description, its `code` spans (CommonMark's backticks, as OpenAPI allows) set as code. */
export function Described({ text }: { text: string }) {
  return <>{text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

/** A link to a named schema, or its reference as written when it names none of the document's. */
export function SchemaRef({ reference }: { reference: string }) {
  const name = componentName(reference);
  if (!name) return <code>{reference}</code>;
  return (
    <a href={`#${anchorOf("schema", name)}`} className="font-mono text-sky-800 underline">
      {name}
    </a>
  );
}

/** The type of a schema in a few characters: `string (date-time)`, `integer`, `Graph`, `string[]`, `object`. */
function TypeLabel({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) return <SchemaRef reference={schema.$ref} />;
  if (schema.const !== undefined) return <code>{JSON.stringify(schema.const)}</code>;
  const listed = types(schema);
  if (listed.length === 1 && listed[0] === "array" && schema.items && isSimple(schema.items)) {
    return (
      <span>
        <TypeLabel schema={schema.items} />
        <code>[]</code>
      </span>
    );
  }
  if (listed.length === 0) return null;
  return <code className="text-slate-700">{`${listed.join(" | ")}${schema.format ? ` (${schema.format})` : ""}`}</code>;
}

/** What a schema allows beyond its type: values, pattern, bounds, whether more fields may come. */
function Constraints({ schema }: { schema: JsonSchema }) {
  const t = useTranslations("apiReference.schema");
  const notes: string[] = [];
  if (schema.pattern) notes.push(t("pattern", { pattern: schema.pattern }));
  const minimum = schema.minimum ?? (typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined);
  const maximum = schema.maximum ?? (typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : undefined);
  // An exclusive bound of an integer is the next one inside it.
  const integer = types(schema).includes("integer");
  if (minimum !== undefined)
    notes.push(t("minimum", { value: schema.minimum === undefined && integer ? minimum + 1 : minimum }));
  if (maximum !== undefined)
    notes.push(t("maximum", { value: schema.maximum === undefined && integer ? maximum - 1 : maximum }));
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    notes.push(t("length", { min: schema.minLength ?? 0, max: schema.maxLength ?? "∞" }));
  return (
    <>
      {schema.enum && (
        <span className="block">
          {t("values")}{" "}
          {schema.enum.map((value, i) => (
            <span key={i}>
              {i > 0 && " "}
              <code className="rounded bg-slate-100 px-1">{JSON.stringify(value)}</code>
            </span>
          ))}
        </span>
      )}
      {notes.map((note) => (
        <span key={note} className="block text-slate-600">
          {note}
        </span>
      ))}
    </>
  );
}

/** The parts of a schema below its type line: fields, items, variants, other keys. */
function SchemaParts({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const t = useTranslations("apiReference.schema");
  if (schema.$ref) return null;
  if (depth > MAX_DEPTH) return <p>…</p>;
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  const items = schema.items && !isSimple(schema.items) ? schema.items : undefined;
  const variants = schema.oneOf ?? schema.anyOf;
  return (
    <>
      {properties.length > 0 && (
        <ul className="ml-4 list-none space-y-1 border-l border-slate-200 pl-3">
          {properties.map(([name, property]) => (
            <li key={name}>
              <SchemaNode name={name} schema={property} required={required.has(name)} depth={depth + 1} />
            </li>
          ))}
        </ul>
      )}
      {typeof extra === "object" && Object.keys(extra).length > 0 && (
        <div className="ml-4 border-l border-slate-200 pl-3">
          <SchemaNode name={t("anyKey")} schema={extra} depth={depth + 1} />
        </div>
      )}
      {properties.length > 0 &&
        (extra === false ? (
          <p className="ml-4 pl-3 text-xs text-slate-600">{t("noMoreFields")}</p>
        ) : extra === true || (typeof extra === "object" && Object.keys(extra).length === 0) ? (
          <p className="ml-4 pl-3 text-xs text-slate-600">{t("moreFields")}</p>
        ) : null)}
      {items && (
        <div className="ml-4 border-l border-slate-200 pl-3">
          <SchemaNode name={t("items")} schema={items} depth={depth + 1} />
        </div>
      )}
      {schema.allOf && <Variants label={t("allOf")} variants={schema.allOf} depth={depth} />}
      {variants && <Variants label={t("oneOf")} variants={variants} depth={depth} />}
    </>
  );
}

function Variants({ label, variants, depth }: { label: string; variants: JsonSchema[]; depth: number }) {
  return (
    <div className="ml-4 border-l border-slate-200 pl-3">
      <p>{label}</p>
      <ol className="list-decimal space-y-1 pl-5">
        {variants.map((variant, i) => (
          <li key={i}>
            <SchemaNode schema={variant} depth={depth + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One schema as a readable tree: its name (a field's), type, whether required, what it says of itself, then its parts. */
export function SchemaNode({
  name,
  schema: given,
  required = false,
  depth = 0,
}: {
  name?: string;
  schema: JsonSchema;
  required?: boolean;
  depth?: number;
}) {
  const t = useTranslations("apiReference.schema");
  const { schema, nullable } = withoutNull(given);
  const untyped = !schema.$ref && types(schema).length === 0 && schema.const === undefined;
  const anything = untyped && !schema.properties && !schema.allOf && !schema.anyOf && !schema.oneOf && !schema.enum;
  return (
    <div className="text-sm">
      <span className="flex flex-wrap items-baseline gap-x-2">
        {name !== undefined && <code className="font-semibold text-slate-900">{name}</code>}
        <TypeLabel schema={schema} />
        {nullable && <span className="text-slate-600">{t("nullable")}</span>}
        {anything && <span className="text-slate-600">{t("anything")}</span>}
        {required && <span className="text-xs font-medium uppercase text-red-800">{t("required")}</span>}
      </span>
      {schema.description && (
        <span className="block text-slate-700">
          <Described text={schema.description} />
        </span>
      )}
      <Constraints schema={schema} />
      <SchemaParts schema={schema} depth={depth} />
    </div>
  );
}
