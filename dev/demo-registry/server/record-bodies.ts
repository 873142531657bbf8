import { allDemoRegcodes, type DemoRecord, demoVersionCount, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails, type PersonalDetailsAccess } from "@/lib/domain/access/redact-personal-details";

/**
 * A real dataset record renumbered as a fault number, so the fault answers look like
 * the registry's own. Based on the first record of the dataset.
 */
function baseRecordFor(regcode: string): Record<string, unknown> {
  const first = allDemoRegcodes()[0];
  const record = first === undefined ? undefined : findDemoRecord(first);
  if (record === undefined) throw new Error("the demo dataset is empty");
  return { ...record, registration_number: regcode };
}

/** The same record after the provider "changed its format": wrong types and unknown fields. */
function driftedRecordFor(regcode: string): Record<string, unknown> {
  const record = baseRecordFor(regcode);
  const officers = Array.isArray(record.Officers) ? record.Officers : [];
  return {
    ...record,
    legal_name: 40003032949,
    status: { code: "REGISTERED", since: "2001-01-01T00:00:00Z" },
    Officers: officers.map((officer, index) =>
      index === 0 && officer !== null && typeof officer === "object"
        ? { ...officer, rights_of_representation: "see the register" }
        : officer,
    ),
    risk_profile: { score: 0.42, band: "medium" },
    registry_revision: "2025.2",
  };
}

/**
 * JSON bodies of records, serialised once per (regcode, access level): the largest demo
 * entity is several megabytes and must not be re-serialised on every request.
 */
export class RecordBodies {
  private readonly cache = new Map<string, string>();

  /** `extra`: records served beside the dataset's, each as its versions (the base record first). */
  constructor(private readonly extra?: ReadonlyMap<string, readonly DemoRecord[]>) {}

  /** How many versions follow the base record of this number. */
  versionCount(regcode: string): number {
    const versions = this.extra?.get(regcode);
    return versions ? versions.length - 1 : demoVersionCount(regcode);
  }

  /** The body for a record as of `version`, or undefined when neither `extra` nor the dataset has the number. */
  record(regcode: string, access: PersonalDetailsAccess, version = 0): string | undefined {
    const key = `record:${regcode}:${access}:${version}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const extra = this.extra?.get(regcode);
    const record = extra ? extra[Math.min(version, extra.length - 1)] : findDemoRecord(regcode, version);
    return record === undefined ? undefined : this.store(key, record, access);
  }

  /** The body for a fault number that answers with a record, faithful or drifted. */
  fault(regcode: string, access: PersonalDetailsAccess, drifted: boolean): string {
    const key = `fault:${regcode}:${access}:${drifted}`;
    return this.cache.get(key) ?? this.store(key, (drifted ? driftedRecordFor : baseRecordFor)(regcode), access);
  }

  private store(key: string, record: unknown, access: PersonalDetailsAccess): string {
    const body = JSON.stringify(redactPersonalDetails(record, access));
    this.cache.set(key, body);
    return body;
  }
}
