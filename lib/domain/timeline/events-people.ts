import { memberShare } from "@/lib/domain/profile/member-share";
import { hasParty } from "@/lib/domain/profile/party";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type EventCollector, joinText } from "./event-collector";
import type { TimelineCategory } from "@/lib/registry/record/timeline-categories";
import { isEndField, termEndedOn } from "@/lib/registry/record/ended-on";

/** Officers, members and the lists whose item fields the spec does not show. */
export function addPeopleEvents(c: EventCollector, r: LegalEntity): void {
  const { t } = c;
  for (const o of r.Officers) {
    const who = joinText(c.party(o), c.code(o.position), c.code(o.governing_body));
    const flags = { annulled: o.is_annulled, removedOn: o.removed_on, codes: [o.position, o.governing_body] };
    c.add("officers", {
      id: `${o.id}:appointed`,
      date: [o.appointed_on, o.registered_on],
      title: t("events.appointed", { who }),
      // The end of the term the officer was appointed for; a resignation (an end field) is an event of its own.
      until: o.term_until,
      ...flags,
    });
    c.add("officers", {
      id: `${o.id}:resigned`,
      date: [o.resigned_on],
      title: t("events.resigned", { who }),
      ...flags,
    });
  }
  for (const m of r.Members) {
    const who = joinText(c.party(m), memberShare(m.share_holder_details, c.locale).label);
    c.add("members", { id: `${m.id}:joined`, date: [m.date_from], title: t("events.becameMember", { who }) });
    c.add("members", { id: `${m.id}:left`, date: [m.date_to], title: t("events.ceasedMember", { who }) });
  }
  const unshown: [TimelineCategory, string, Record<string, unknown>[]][] = [
    ["beneficial-owners", t("events.beneficialOwner"), r.BeneficialOwners],
    ["beneficial-ownership-statuses", t("events.beneficialOwnershipStatus"), r.BeneficialOwnershipStatuses],
    ["procurations", t("events.procuration"), r.Procurations],
    ["representatives", t("events.representative"), r.Representatives],
    ["securing-measures", t("events.securingMeasure"), r.SecuringMeasures],
    ["notices", t("events.notice"), r.VariousNotices],
  ];
  for (const [category, name, items] of unshown) {
    items.forEach((item, index) => addUnshownEvent(c, category, name, item, index));
  }
}

const START_KEYS = ["date_from", "date", "started_on", "entry_date", "registered_on"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** An item of an unshown-schema list: dated by its first date-like field, titled by its type and party. */
function addUnshownEvent(
  c: EventCollector,
  category: TimelineCategory,
  name: string,
  item: Record<string, unknown>,
  index: number,
) {
  const text = (key: string) => {
    const value = item[key];
    return typeof value === "string" ? value : null;
  };
  const dateLike = Object.keys(item).filter((k) => /(_on|date)$/.test(k) && !isEndField(k));
  const candidates = [...START_KEYS, ...dateLike].map(text).filter((v) => v !== null && ISO_DATE.test(v));
  const kind = item.type ?? item.control_type ?? item.status ?? item.position;
  c.add(category, {
    id: typeof item.id === "number" ? item.id : `#${index}`,
    date: candidates,
    title: joinText(name, typeof kind === "string" ? c.code(kind) : null, hasParty(item) ? c.party(item) : null),
    codes: [kind],
    annulled: item.is_annulled === true,
    until: termEndedOn(item),
    removedOn: text("removed_on"),
  });
}
