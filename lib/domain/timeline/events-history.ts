import type { TimelineCategory } from "@/lib/registry/record/timeline-categories";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type EventCollector, joinText } from "./event-collector";

/** An entry of a register list that dates from its registration and may later be annulled or removed. */
interface RegisteredEntry {
  id: string | number;
  registered_on?: string | null;
  is_annulled?: boolean | null;
  removed_on?: string | null;
}

function addRegistered<T extends RegisteredEntry>(
  c: EventCollector,
  category: TimelineCategory,
  entries: readonly T[],
  title: (entry: T) => string,
  codes: (entry: T) => unknown[] = () => [],
): void {
  for (const p of entries)
    c.add(category, {
      id: p.id,
      date: [p.registered_on],
      title: title(p),
      codes: codes(p),
      annulled: p.is_annulled,
      removedOn: p.removed_on,
    });
}

/** Registration, formation and the register's own history lists. */
export function addHistoryEvents(c: EventCollector, r: LegalEntity): void {
  const { t } = c;
  c.add("registration", {
    id: "registered",
    date: [r.registered_on],
    title: r.register ? t("events.registeredIn", { register: c.code(r.register) }) : t("events.registered"),
    codes: [r.register],
    annulled: r.is_annulled,
  });
  c.add("registration", {
    id: "number",
    date: [r.registration_number_assigned_on],
    title: t("events.numberAssigned", { number: r.registration_number }),
  });
  c.add("registration", {
    id: "removed",
    date: [r.removed_on],
    title: t("events.removed", { status: c.code(r.status) }),
    codes: [r.status],
  });

  const f = r.FormationDetails;
  if (f) {
    c.add("formation", { id: "established", date: [f.established_on], title: t("events.established") });
    c.add("formation", {
      id: "articles",
      date: [f.date_of_effective_articles_of_association],
      title: t("events.articles"),
    });
    c.add("formation", { id: "renewed", date: [f.registration_renewed_on], title: t("events.renewed") });
    c.add("formation", { id: "term", date: [f.registration_term_until], title: t("events.termEnds") });
    c.add("formation", { id: "duration", date: [f.duration_until], title: t("events.durationEnds") });
  }

  addRegistered(c, "previous-names", r.PreviousNames, (p) => t("events.previousName", { name: String(p.name ?? "") }));
  addRegistered(c, "previous-addresses", r.PreviousAddresses, (p) =>
    t("events.previousAddress", { address: String(p.address ?? "") }),
  );
  addRegistered(
    c,
    "previous-legal-forms",
    r.PreviousLegalForms,
    (p) =>
      joinText(
        t("events.previousLegalForm", { form: c.code(p.type) }),
        c.code(p.register),
        c.code(p.registered_because_of),
      ),
    (p) => [p.type, p.register, p.registered_because_of],
  );
  for (const p of r.Reregistrations)
    c.add("reregistrations", {
      id: p.id,
      date: [p.date],
      title: joinText(t("events.reregistered"), c.code(p.register)),
      codes: [p.register],
    });
  for (const p of r.Reorganizations)
    c.add("reorganizations", {
      id: p.id,
      date: [p.date, p.registered_on],
      title: joinText(c.code(p.type) || t("events.reorganization"), c.code(p.result)),
      codes: [p.type, p.result],
      annulled: p.is_annulled,
      removedOn: p.removed_on,
    });

  const proceedings = [
    ["liquidations", t("events.liquidation"), r.Liquidations],
    ["suspensions", t("events.suspension"), r.SuspensionsOfActivities],
    ["prohibitions", t("events.prohibition"), r.ProhibitionsOfActivities],
  ] as const;
  for (const [category, name, items] of proceedings) {
    for (const p of items) {
      const kind = joinText(name, c.code(p.type));
      const flags = { annulled: p.is_annulled, removedOn: p.removed_on, codes: [p.type] };
      c.add(category, {
        id: `${p.id}:start`,
        date: [p.started_on, p.registered_on],
        title: t("events.started", { kind }),
        ...flags,
      });
      c.add(category, {
        id: `${p.id}:end`,
        date: [p.ended_on],
        title: joinText(t("events.ended", { kind }), c.code(p.result_type)),
        ...flags,
        codes: [p.type, p.result_type],
      });
    }
  }
  for (const s of r.SpecialStatuses) {
    const kind = c.code(s.type) || t("events.specialStatus");
    const flags = { annulled: s.is_annulled, removedOn: s.removed_on, codes: [s.type] };
    c.add("special-statuses", { id: `${s.id}:start`, date: [s.date_from, s.registered_on], title: kind, ...flags });
    c.add("special-statuses", {
      id: `${s.id}:end`,
      date: [s.date_to],
      title: t("events.ended", { kind }),
      ...flags,
    });
  }
}
