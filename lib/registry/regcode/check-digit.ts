export const CHECK_WEIGHTS = [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1] as const;

/**
 * The advisory check of Latvian legal-entity numbers: sum(d_i * w_i) mod 11 == 3.
 * Advisory only: the registry itself demands nothing beyond 11 digits, so a failure is a hint, never a block.
 */
export function passesCheckDigit(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits)) return false;
  const sum = CHECK_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  return sum % 11 === 3;
}
