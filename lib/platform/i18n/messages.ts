import enAccount from "./messages/en/account.json" with { type: "json" };
import enApiReference from "./messages/en/api-reference.json" with { type: "json" };
import enCases from "./messages/en/cases.json" with { type: "json" };
import enCommon from "./messages/en/common.json" with { type: "json" };
import enErrors from "./messages/en/errors.json" with { type: "json" };
import enGraph from "./messages/en/graph.json" with { type: "json" };
import enMonitoring from "./messages/en/monitoring.json" with { type: "json" };
import enOwnership from "./messages/en/ownership.json" with { type: "json" };
import enProfile from "./messages/en/profile.json" with { type: "json" };
import enRecord from "./messages/en/record.json" with { type: "json" };
import enReport from "./messages/en/report.json" with { type: "json" };
import enSearch from "./messages/en/search.json" with { type: "json" };
import enTimeline from "./messages/en/timeline.json" with { type: "json" };
import lvAccount from "./messages/lv/account.json" with { type: "json" };
import lvApiReference from "./messages/lv/api-reference.json" with { type: "json" };
import lvCases from "./messages/lv/cases.json" with { type: "json" };
import lvCommon from "./messages/lv/common.json" with { type: "json" };
import lvErrors from "./messages/lv/errors.json" with { type: "json" };
import lvGraph from "./messages/lv/graph.json" with { type: "json" };
import lvMonitoring from "./messages/lv/monitoring.json" with { type: "json" };
import lvOwnership from "./messages/lv/ownership.json" with { type: "json" };
import lvProfile from "./messages/lv/profile.json" with { type: "json" };
import lvRecord from "./messages/lv/record.json" with { type: "json" };
import lvReport from "./messages/lv/report.json" with { type: "json" };
import lvSearch from "./messages/lv/search.json" with { type: "json" };
import lvTimeline from "./messages/lv/timeline.json" with { type: "json" };
import type { Locale } from "./locales";

/**
 * Every text the app shows, per language, one file per area of the app. The English catalogue is the
 * reference: its shape types every key the code uses, and a test keeps the Latvian one the same shape.
 */
const en = {
  common: enCommon,
  errors: enErrors,
  profile: enProfile,
  record: enRecord,
  report: enReport,
  timeline: enTimeline,
  graph: enGraph,
  search: enSearch,
  account: enAccount,
  monitoring: enMonitoring,
  ownership: enOwnership,
  cases: enCases,
  apiReference: enApiReference,
};

export type Messages = typeof en;

export const MESSAGES: Record<Locale, Messages> = {
  en,
  // The compiler refuses a Latvian catalogue missing an English key; the key-parity test also refuses extra ones.
  lv: {
    common: lvCommon,
    errors: lvErrors,
    profile: lvProfile,
    record: lvRecord,
    report: lvReport,
    timeline: lvTimeline,
    graph: lvGraph,
    search: lvSearch,
    account: lvAccount,
    monitoring: lvMonitoring,
    ownership: lvOwnership,
    cases: lvCases,
    apiReference: lvApiReference,
  },
};
