import Link from "next/link";
import type { ComponentProps } from "react";
import { LinkPending } from "./link-pending";

/**
 * A link to a page of the app. Never prefetched: every page is rendered per request for its viewer, so a
 * prefetch is a whole server render (database reads; for an entity's pages a lookup, which the audit trail
 * records as the analyst's own view) for each link in view, on every page shown, mostly for pages nobody opens.
 * Its text is followed by an ellipsis from the click until the page is shown.
 */
export function AppLink({ children, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return (
    <Link {...props} prefetch={false}>
      {children}
      <LinkPending />
    </Link>
  );
}
