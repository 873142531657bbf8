import type { ComponentProps } from "react";

/** The heading of a part of a page: an h2, or an h3 inside a section of its own, looking the same either way. */
export function SectionTitle({ level = 2, ...props }: Omit<ComponentProps<"h2">, "className"> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return <Heading className="text-lg font-semibold" {...props} />;
}
