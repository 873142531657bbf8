import enAccount from "./messages/en/account.json";
import enCommon from "./messages/en/common.json";
import enErrors from "./messages/en/errors.json";
import enGraph from "./messages/en/graph.json";
import enMonitoring from "./messages/en/monitoring.json";
import enProfile from "./messages/en/profile.json";
import enRecord from "./messages/en/record.json";
import enReport from "./messages/en/report.json";
import enSearch from "./messages/en/search.json";
import enTimeline from "./messages/en/timeline.json";
import lvAccount from "./messages/lv/account.json";
import lvCommon from "./messages/lv/common.json";
import lvErrors from "./messages/lv/errors.json";
import lvGraph from "./messages/lv/graph.json";
import lvMonitoring from "./messages/lv/monitoring.json";
import lvProfile from "./messages/lv/profile.json";
import lvRecord from "./messages/lv/record.json";
import lvReport from "./messages/lv/report.json";
import lvSearch from "./messages/lv/search.json";
import lvTimeline from "./messages/lv/timeline.json";
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
  },
};
