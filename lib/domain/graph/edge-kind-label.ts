import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { EDGE_KIND_KEYS } from "./edge-kind-keys";
import type { EdgeKind } from "./graph-types";

/** The name of a relationship group in a language: "Officers", "Amatpersonas". */
export const edgeKindLabel = (kind: EdgeKind, locale: Locale) =>
  translator(locale, "graph")(`kinds.${EDGE_KIND_KEYS[kind]}`);
