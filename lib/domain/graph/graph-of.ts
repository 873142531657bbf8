import { memoByObject } from "@/lib/platform/cache/memo-by-object";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import type { Graph } from "./graph-types";

// One memo per language, as the graph's labels are worded in it.
const memos: Record<Locale, (record: LegalEntity) => Graph> = {
  en: memoByObject((record: LegalEntity) => buildGraph(record, "en")),
  lv: memoByObject((record: LegalEntity) => buildGraph(record, "lv")),
};

/** The relationship graph of a record in a language, built once per retrieval and shared by the page and its API. */
export const graphOf = (record: LegalEntity, locale: Locale): Graph => memos[locale](record);
