import { humanizeKey } from "@/lib/format/humanize-code";
import { isRecord } from "@/lib/profile/is-record";
import { GenericList } from "./generic-list";
import { KeyValueList } from "./key-value-list";
import type { ProfileCtx } from "./profile-ctx";
import { SubSection } from "./section";

const kebab = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/_/g, "-")
    .toLowerCase();

/**
 * A register object in full: its plain and nested fields as a list, each list field as a
 * table under its own heading and anchor (e.g. #insolvencies). Nested objects whose fields
 * include lists (farm details) are shown the same way, one level down.
 */
export function ObjectView({ data, ctx, empty }: { data: unknown; ctx: ProfileCtx; empty: string }) {
  if (!isRecord(data)) return <p className="text-sm text-slate-600">{empty}</p>;
  const lists = Object.entries(data).filter(
    (entry): entry is [string, Record<string, unknown>[]] => Array.isArray(entry[1]) && entry[1].every(isRecord),
  );
  const objectsWithLists = Object.entries(data).filter(
    ([, v]) => isRecord(v) && Object.values(v).some((c) => Array.isArray(c) && c.length > 0 && c.every(isRecord)),
  );
  const omit = [...lists, ...objectsWithLists].map(([key]) => key);
  return (
    <div className="space-y-4">
      <KeyValueList data={data} ctx={ctx} omit={omit} />
      {objectsWithLists.map(([key, value]) => (
        <SubSection key={key} id={kebab(key)} title={humanizeKey(key)}>
          <ObjectView data={value} ctx={ctx} empty="None" />
        </SubSection>
      ))}
      {lists.map(([key, rows]) => (
        <SubSection key={key} id={kebab(key)} title={humanizeKey(key)}>
          <GenericList
            listId={kebab(key)}
            caption={humanizeKey(key)}
            rows={rows}
            ctx={ctx}
            empty={`No ${humanizeKey(key).toLowerCase()} registered`}
          />
        </SubSection>
      ))}
    </div>
  );
}
