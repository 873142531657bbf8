import { AppLink } from "@/components/shared/app-link";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/**
 * A watched entity as lists of them show it: its name as last retrieved or checked, and its number. With no record
 * of it seen yet the name is not known, and the number alone is the link.
 */
export function WatchedEntity({ regcode, name }: { regcode: string; name: string | null }) {
  if (name === null)
    return (
      <AppLink href={pagePaths.entity(regcode)} className="font-mono">
        {regcode}
      </AppLink>
    );
  return (
    <>
      <AppLink href={pagePaths.entity(regcode)}>{name}</AppLink>{" "}
      <span className="font-mono text-xs text-slate-600">{regcode}</span>
    </>
  );
}
