/** The spec's only limit on a registration number: exactly 11 ASCII decimal digits. */
export const REGCODE_PATTERN = /^[0-9]{11}$/;

export function isRegcode(value: string): boolean {
  return REGCODE_PATTERN.test(value);
}
