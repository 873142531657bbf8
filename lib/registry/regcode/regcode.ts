/** The spec's only limit on a registration number: exactly 11 ASCII decimal digits. */
export const REGCODE_PATTERN = /^[0-9]{11}$/;

declare const checked: unique symbol;

/**
 * A registration number known to match REGCODE_PATTERN: only isRegcode and parseRegcode make one, so a
 * function taking it needs no check of its own.
 */
export type Regcode = string & { readonly [checked]: true };

export function isRegcode(value: string): value is Regcode {
  return REGCODE_PATTERN.test(value);
}
