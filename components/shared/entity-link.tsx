import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to one of an entity's pages (profile, report, changes, stored copy). Never prefetched: rendering one
 * looks the entity up or opens its evidence, which the audit trail records as the analyst's own view, and a
 * page merely listing entities (home, watchlists, alerts, the audit trail) would write one for each.
 */
export function EntityLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}
