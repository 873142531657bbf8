import type { ComponentProps } from "react";

/** The h1 of a page, the same on every page (so it takes no classes of its own); id, tabIndex and the rest pass through. */
export function PageTitle(props: Omit<ComponentProps<"h1">, "className">) {
  return <h1 className="text-2xl font-semibold" {...props} />;
}
