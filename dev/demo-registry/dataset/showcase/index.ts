import type { Obj } from "../ctx";
import type { ShowcaseKey } from "../identities";
import { amberRecord } from "./amber";
import { BENEFICIAL_OWNERSHIP_BUILDERS } from "./beneficial-ownership";
import { arbitrationRecord, churchRecord, partyRecord } from "./organisations";
import { chainXRecord, chainYRecord, chainZRecord, cycleARecord, cycleBRecord, cycleCRecord } from "./ownership";
import { authorityRecord, municipalityRecord } from "./public-sector";
import { sanctionedRecord } from "./sanctioned";
import { farmRecord, foreignBranchRecord, partnershipRecord, sparseRecord } from "./small-forms";
import { excludedRecord, insolventRecord, suspendedRecord } from "./troubled";

export const SHOWCASE_BUILDERS: Record<ShowcaseKey, () => Obj> = {
  amber: amberRecord,
  sanctioned: sanctionedRecord,
  insolvent: insolventRecord,
  suspended: suspendedRecord,
  excluded: excludedRecord,
  authority: authorityRecord,
  municipality: municipalityRecord,
  party: partyRecord,
  church: churchRecord,
  arbitration: arbitrationRecord,
  foreignBranch: foreignBranchRecord,
  partnership: partnershipRecord,
  farm: farmRecord,
  sparse: sparseRecord,
  cycleA: cycleARecord,
  cycleB: cycleBRecord,
  cycleC: cycleCRecord,
  chainX: chainXRecord,
  chainY: chainYRecord,
  chainZ: chainZRecord,
  ...BENEFICIAL_OWNERSHIP_BUILDERS,
};
