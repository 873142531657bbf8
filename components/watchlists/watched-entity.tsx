import { AppLink } from "@/components/shared/app-link";
import { entityPath } from "@/lib/evidence/entity-paths";

/** A watched entity as lists of them show it: its name as last checked (the number until then), and its number. */
export function WatchedEntity({ regcode, name }: { regcode: string; name: string | null }) {
  return (
    <>
      <AppLink href={entityPath(regcode)}>{name ?? regcode}</AppLink>{" "}
      <span className="font-mono text-xs text-slate-600">{regcode}</span>
    </>
  );
}
