import type { ComponentProps } from "react";

/**
 * Every look a button has in the app, as whole class strings (Tailwind finds them only when written out).
 * A size means something different per variant: the app's primary form buttons were always the larger ones.
 */
const LOOKS = {
  primary: {
    md: "rounded bg-slate-900 px-4 py-2 text-white disabled:opacity-60",
    sm: "rounded bg-slate-900 px-3 py-1 text-sm font-medium text-white hover:bg-slate-700",
  },
  secondary: {
    md: "rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-100",
    sm: "rounded border border-slate-300 bg-white px-2 py-0.5 hover:bg-slate-100",
  },
  danger: {
    md: "rounded bg-red-900 px-3 py-1 text-white hover:bg-red-800",
    // The small one confirms inside a row of secondary buttons: outlined in red, never grey.
    sm: "rounded border border-red-800 bg-white px-2 py-0.5 text-red-900 hover:bg-red-50",
  },
};

export type ButtonLook = { variant?: "primary" | "secondary" | "danger"; size?: "sm" | "md" };

/** The classes of a button of this look, then `extra`; also what a link that looks like a button wears. */
export function buttonClass({ variant = "secondary", size = "md" }: ButtonLook = {}, extra?: string): string {
  const look = LOOKS[variant][size];
  return extra ? `${look} ${extra}` : look;
}

/**
 * A button in one of the app's looks; every other prop (ref, disabled, aria-*, form attributes) reaches the
 * element. The type is required: a button that submits a form should say so.
 */
export function Button({
  variant,
  size,
  className,
  type,
  ...props
}: ButtonLook & Omit<ComponentProps<"button">, "type"> & { type: "button" | "submit" | "reset" }) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
