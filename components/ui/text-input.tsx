import type { ComponentProps } from "react";

/** The app's form fields in three sizes: compact controls, filter bars, and the forms a page is built around. */
const FIELDS = {
  sm: "rounded border border-slate-300 px-2 py-0.5",
  md: "rounded border border-slate-300 px-2 py-1",
  lg: "rounded border border-slate-400 px-3 py-2",
};

export type FieldSize = keyof typeof FIELDS;

/** The classes of a field of this size, then `extra`; for a select or textarea as well as an input. */
export function fieldClass(size: FieldSize, extra?: string): string {
  return extra ? `${FIELDS[size]} ${extra}` : FIELDS[size];
}

/** An input in one of the field sizes (which stands in for the rarely used `size` attribute); other props reach the element. */
export function TextInput({
  size = "md",
  className,
  ...props
}: Omit<ComponentProps<"input">, "size"> & { size?: FieldSize }) {
  return <input className={fieldClass(size, className)} {...props} />;
}
