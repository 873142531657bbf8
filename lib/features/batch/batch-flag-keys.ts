// Apart from batch-flags.ts, which builds graphs: the browser's batch table needs only these names.

/**
 * What an analyst scans a screened list for, one flag each, in table and CSV order; their words are
 * the catalogue's monitoring.batch.flags.
 */
export const BATCH_FLAG_KEYS = [
  "sanctionsEntity",
  "sanctionsDirect",
  "sanctionsIndirect",
  "sanctionedOwnership",
  "insolvencyOrLiquidation",
  "excluded",
  "suspendedOrProhibited",
  "securingMeasures",
  "withheldPersons",
  "unexpectedForm",
] as const;

export type BatchFlag = (typeof BATCH_FLAG_KEYS)[number];
export type BatchFlags = Record<BatchFlag, boolean>;
