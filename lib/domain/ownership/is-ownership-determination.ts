import type {
  Discrepancy,
  Owner,
  OwnershipDetermination,
  PathHop,
  RecordUsed,
  SeniorManagingOfficial,
  ShareRange,
  Unresolved,
} from "./ownership-types";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isString = (v: unknown): v is string => typeof v === "string";
const isStringOrNull = (v: unknown) => v === null || typeof v === "string";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isBoolean = (v: unknown) => typeof v === "boolean";
const optional = (v: unknown, is: (v: unknown) => boolean) => v === undefined || is(v);
const arrayOf = <T>(v: unknown, is: (item: unknown) => item is T): v is T[] => Array.isArray(v) && v.every(is);

function isShareRange(v: unknown): v is ShareRange {
  return isObject(v) && isNumber(v.min) && isNumber(v.max);
}

function isHop(v: unknown): v is PathHop {
  return (
    isObject(v) &&
    isStringOrNull(v.regcode) &&
    isStringOrNull(v.name) &&
    (v.percent === null || isNumber(v.percent)) &&
    optional(v.range, isShareRange) &&
    optional(v.basis, isString)
  );
}

const isPath = (v: unknown): v is PathHop[] => arrayOf(v, isHop);

function isOwner(v: unknown): v is Owner {
  return (
    isObject(v) &&
    isString(v.kind) &&
    isString(v.key) &&
    isStringOrNull(v.name) &&
    isStringOrNull(v.regcode) &&
    isShareRange(v.effective) &&
    (v.control === null || (isObject(v.control) && isString(v.control.route) && isPath(v.control.via))) &&
    isString(v.beneficialOwner) &&
    (v.declared === null || isBoolean(v.declared)) &&
    [v.withheld, v.jointly, v.sanctioned].every((b) => optional(b, isBoolean)) &&
    optional(v.reason, isString) &&
    arrayOf(v.paths, isPath) &&
    optional(v.morePaths, isNumber)
  );
}

function isDiscrepancy(v: unknown): v is Discrepancy {
  return isObject(v) && isString(v.kind) && isStringOrNull(v.name) && isString(v.detail);
}

function isUnresolved(v: unknown): v is Unresolved {
  return (
    isObject(v) &&
    isStringOrNull(v.name) &&
    isStringOrNull(v.regcode) &&
    isString(v.reason) &&
    isShareRange(v.effective)
  );
}

function isRecordUsed(v: unknown): v is RecordUsed {
  return (
    isObject(v) &&
    isString(v.regcode) &&
    isStringOrNull(v.name) &&
    isString(v.sha256) &&
    isString(v.retrievedAt) &&
    isNumber(v.depth)
  );
}

function isOfficial(v: unknown): v is SeniorManagingOfficial {
  return isObject(v) && isStringOrNull(v.name) && isStringOrNull(v.position) && optional(v.withheld, isBoolean);
}

/**
 * Checks a determination sent by the app's own API in the browser, without a schema library in the bundle:
 * a wrong shape is said plainly instead of failing somewhere in the panel.
 */
export function isOwnershipDetermination(v: unknown): v is OwnershipDetermination {
  if (!isObject(v)) return false;
  const { rule, sanctions, complexStructure } = v;
  return (
    isString(v.regcode) &&
    isStringOrNull(v.name) &&
    isString(v.determinedAt) &&
    isObject(rule) &&
    isNumber(rule.threshold) &&
    isBoolean(rule.inclusive) &&
    isString(rule.source) &&
    isBoolean(v.complete) &&
    arrayOf(v.owners, isOwner) &&
    arrayOf(v.discrepancies, isDiscrepancy) &&
    arrayOf(v.unresolved, isUnresolved) &&
    arrayOf(v.records, isRecordUsed) &&
    arrayOf(v.seniorManagingOfficials, isOfficial) &&
    isObject(sanctions) &&
    arrayOf(sanctions.holders, isOwner) &&
    isShareRange(sanctions.aggregate) &&
    isBoolean(sanctions.restricted) &&
    optional(sanctions.verdict, isString) &&
    isObject(complexStructure) &&
    isBoolean(complexStructure.complex) &&
    isNumber(complexStructure.layers) &&
    arrayOf(complexStructure.conditions, isString) &&
    isShareRange(v.loopShare)
  );
}
