import { useTranslations } from "next-intl";
import { SectionTitle } from "@/components/ui/section-title";
import {
  anchorOf,
  type ApiDocument,
  type ApiOperationObject,
  type ApiResponse,
  componentName,
  type ListedOperation,
  operationsByTag,
} from "./openapi-shapes";
import { Described, SchemaNode, SchemaRef } from "./schema-tree";

// Dark enough for white text on every method: the method reads before the path.
const METHOD_COLOURS: Record<string, string> = {
  get: "bg-sky-800",
  post: "bg-green-800",
  put: "bg-amber-800",
  patch: "bg-amber-800",
  delete: "bg-red-800",
};

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`${METHOD_COLOURS[method] ?? "bg-slate-800"} rounded px-1.5 py-0.5 font-mono text-xs font-semibold uppercase text-white print:border print:border-slate-800 print:bg-white print:text-slate-900`}
    >
      {method}
    </span>
  );
}

/** Who may call: anyone, any signed-in account, or accounts with roles; and the ways of signing in. */
function Access({ security }: { security: ApiOperationObject["security"] }) {
  const t = useTranslations("apiReference.access");
  const requirements = security ?? [];
  const schemes = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  const roleSets = [
    ...new Set(requirements.flatMap((requirement) => Object.values(requirement).map((roles) => roles.join(", ")))),
  ];
  let who: string;
  if (requirements.length === 0) who = t("public");
  else if (roleSets.every((roles) => roles === "")) who = t("signedIn");
  else if (roleSets.length === 1) who = t("roles", { roles: roleSets[0] });
  else who = t("anyRole", { roles: roleSets.join(", ") });
  return (
    <p className="text-sm">
      <span className="font-medium">{t("title")}:</span> {who}
      {schemes.length > 0 && ` ${t("schemes", { schemes: schemes.join(", ") })}`}
    </p>
  );
}

function Parameters({ listed, label }: { listed: ListedOperation; label: string }) {
  const t = useTranslations("apiReference");
  const parameters = listed.operation.parameters ?? [];
  if (parameters.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="font-semibold">{t("parameters.title")}</h4>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("parameters.caption", { operation: label })}</caption>
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("parameters.name")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("parameters.in")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("parameters.type")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("parameters.required")}
              </th>
              <th scope="col" className="py-1">
                {t("parameters.description")}
              </th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => (
              <tr key={`${parameter.in} ${parameter.name}`} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-1 pr-3 font-normal">
                  <code className="font-semibold">{parameter.name}</code>
                </th>
                <td className="py-1 pr-3">{whereWords(t, parameter.in)}</td>
                <td className="py-1 pr-3">
                  {parameter.schema && <SchemaNode schema={{ ...parameter.schema, description: undefined }} />}
                </td>
                <td className="py-1 pr-3">{parameter.required ? t("yes") : t("no")}</td>
                <td className="py-1">
                  <Described text={parameter.description ?? parameter.schema?.description ?? ""} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function whereWords(t: ReturnType<typeof useTranslations<"apiReference">>, where: string): string {
  return where === "path" || where === "query" || where === "header" || where === "cookie"
    ? t(`parameters.where.${where}`)
    : where;
}

function Content({ content }: { content: ApiResponse["content"] }) {
  return (
    <>
      {Object.entries(content ?? {}).map(([type, media]) => (
        <div key={type} className="space-y-1">
          <p className="text-xs text-slate-600">
            <code>{type}</code>
          </p>
          {media.schema && <SchemaNode schema={media.schema} />}
        </div>
      ))}
    </>
  );
}

function Responses({ responses }: { responses: [string, ApiResponse][] }) {
  const t = useTranslations("apiReference.responses");
  if (responses.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="font-semibold">{t("title")}</h4>
      <dl className="space-y-2">
        {responses.map(([status, response]) => (
          <div key={status}>
            <dt className="flex flex-wrap items-baseline gap-2">
              <code className="font-semibold">{status}</code>
              <span>{response.description}</span>
            </dt>
            <dd className="ml-4 space-y-1">
              {response.content ? <Content content={response.content} /> : <p className="text-sm">{t("noContent")}</p>}
              {response.headers && (
                <ul className="text-sm">
                  {Object.entries(response.headers).map(([name, header]) => (
                    <li key={name}>
                      <code>{name}</code>
                      {header.description && `: ${header.description}`}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The one schema every error answer names, when they all name the same. */
function sharedErrorSchema(errors: [string, ApiResponse][]): string | null {
  const refs = new Set(
    errors.flatMap(([, response]) => Object.values(response.content ?? {}).map((media) => media.schema?.$ref ?? "")),
  );
  const [only] = refs;
  return refs.size === 1 && componentName(only) ? only : null;
}

function Errors({ errors, label }: { errors: [string, ApiResponse][]; label: string }) {
  const t = useTranslations("apiReference.errors");
  if (errors.length === 0) return null;
  const shared = sharedErrorSchema(errors);
  return (
    <div className="space-y-1">
      <h4 className="font-semibold">{t("title")}</h4>
      {shared && (
        <p className="text-sm">
          {t("body")} <SchemaRef reference={shared} />
        </p>
      )}
      <table className="text-left text-sm">
        <caption className="sr-only">{t("caption", { operation: label })}</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="py-1 pr-4">
              {t("status")}
            </th>
            <th scope="col" className="py-1">
              {t("meaning")}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map(([status, response]) => (
            <tr key={status} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 pr-4 font-normal">
                <code className="font-semibold">{status}</code>
              </th>
              <td className="py-1">
                {response.description}
                {!shared && <Content content={response.content} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Operation({ listed }: { listed: ListedOperation }) {
  const t = useTranslations("apiReference");
  const { method, path, operation, id } = listed;
  const label = `${method.toUpperCase()} ${path}`;
  const responses = Object.entries(operation.responses ?? {});
  const isError = ([status]: [string, ApiResponse]) => /^[45]/.test(status);
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <MethodBadge method={method} />
        <code className="break-all">{path}</code>
      </h3>
      {operation.summary && <p className="font-medium">{operation.summary}</p>}
      {operation.description && (
        <p className="text-slate-700">
          <Described text={operation.description} />
        </p>
      )}
      <Access security={operation.security} />
      <Parameters listed={listed} label={label} />
      {operation.requestBody && (
        <div className="space-y-1">
          <h4 className="font-semibold">{t("requestBody")}</h4>
          {operation.requestBody.description && <p className="text-sm">{operation.requestBody.description}</p>}
          <Content content={operation.requestBody.content} />
        </div>
      )}
      <Responses responses={responses.filter((entry) => !isError(entry))} />
      <Errors errors={responses.filter(isError)} label={label} />
    </article>
  );
}

/**
 * An OpenAPI 3.1 document as a page: its operations grouped by tag, each with who may call it, its parameters,
 * request body, answers and errors, the schemas as trees, and the shared schemas once at the end. Rendered on the
 * server, with no script: it reads, prints and works with a screen reader like the rest of the app.
 */
export function ApiReference({ document, documentHref }: { document: ApiDocument; documentHref: string }) {
  const t = useTranslations("apiReference");
  const groups = operationsByTag(document);
  const schemas = Object.entries(document.components?.schemas ?? {});
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-700">
        <a href={documentHref} className="text-sky-800 underline">
          {t("document", { version: document.openapi })}
        </a>
        {" · "}
        {t("appVersion", { version: document.info.version })}
      </p>
      {document.info.description && (
        <p>
          <Described text={document.info.description} />
        </p>
      )}
      <nav aria-labelledby="api-contents" className="print:hidden">
        <SectionTitle id="api-contents">{t("contents")}</SectionTitle>
        <ul className="mt-2 space-y-1">
          {groups.map(({ tag, operations }) => (
            <li key={tag}>
              <a href={`#${anchorOf("tag", tag)}`} className="text-sky-800 underline">
                {tag}
              </a>{" "}
              <span className="text-sm text-slate-600">({t("operationsOf", { count: operations.length })})</span>
            </li>
          ))}
          {schemas.length > 0 && (
            <li>
              <a href="#api-schemas" className="text-sky-800 underline">
                {t("schemas.title")}
              </a>
            </li>
          )}
        </ul>
      </nav>
      {groups.map(({ tag, description, operations }) => (
        <section
          key={tag}
          id={anchorOf("tag", tag)}
          aria-labelledby={`${anchorOf("tag", tag)}-title`}
          className="space-y-4"
        >
          <SectionTitle id={`${anchorOf("tag", tag)}-title`}>{tag}</SectionTitle>
          {description && (
            <p className="text-slate-700">
              <Described text={description} />
            </p>
          )}
          <ul className="space-y-0.5 text-sm print:hidden">
            {operations.map(({ method, path, operation, id }) => (
              <li key={id}>
                <a href={`#${id}`} className="text-sky-800 underline">
                  <span className="font-mono uppercase">{method}</span> <code>{path}</code>
                </a>
                {operation.summary && ` ${operation.summary}`}
              </li>
            ))}
          </ul>
          {operations.map((listed) => (
            <Operation key={listed.id} listed={listed} />
          ))}
        </section>
      ))}
      {schemas.length > 0 && (
        <section id="api-schemas" aria-labelledby="api-schemas-title" className="space-y-4">
          <SectionTitle id="api-schemas-title">{t("schemas.title")}</SectionTitle>
          <p className="text-slate-700">{t("schemas.intro")}</p>
          {schemas.map(([name, schema]) => (
            <section
              key={name}
              id={anchorOf("schema", name)}
              aria-labelledby={`${anchorOf("schema", name)}-title`}
              className="space-y-2 border-t border-slate-200 pt-3"
            >
              <SectionTitle level={3} id={`${anchorOf("schema", name)}-title`}>
                <code>{name}</code>
              </SectionTitle>
              <SchemaNode schema={schema} />
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
