import { humanizeCode } from "@/lib/format/humanize-code";
import type { TimelineCategory } from "@/lib/record/timeline-categories";
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
): void {
  for (const p of entries)
    c.add(category, {
      id: p.id,
      date: [p.registered_on],
      title: title(p),
      annulled: p.is_annulled,
      removedOn: p.removed_on,
    });
}

/** Registration, formation and the register's own history lists. */
export function addHistoryEvents(c: EventCollector, r: LegalEntity): void {
  const register = r.register ? ` (${humanizeCode(r.register)})` : "";
  c.add("registration", {
    id: "registered",
    date: [r.registered_on],
    title: `Registered${register}`,
    annulled: r.is_annulled,
  });
  c.add("registration", {
    id: "number",
    date: [r.registration_number_assigned_on],
    title: `Registration number ${r.registration_number} assigned`,
  });
  c.add("registration", {
    id: "removed",
    date: [r.removed_on],
    title: `Removed from the register · status ${humanizeCode(r.status)}`,
  });

  const f = r.FormationDetails;
  if (f) {
    c.add("formation", { id: "established", date: [f.established_on], title: "Established" });
    c.add("formation", {
      id: "articles",
      date: [f.date_of_effective_articles_of_association],
      title: "Articles of association in effect",
    });
    c.add("formation", { id: "renewed", date: [f.registration_renewed_on], title: "Registration renewed" });
    c.add("formation", { id: "term", date: [f.registration_term_until], title: "Registration term ends" });
    c.add("formation", { id: "duration", date: [f.duration_until], title: "Duration of the entity ends" });
  }

  addRegistered(c, "previous-names", r.PreviousNames, (p) => `Name: ${p.name}`);
  addRegistered(c, "previous-addresses", r.PreviousAddresses, (p) => `Address: ${p.address}`);
  addRegistered(c, "previous-legal-forms", r.PreviousLegalForms, (p) =>
    joinText(`Legal form: ${humanizeCode(p.type)}`, humanizeCode(p.registered_because_of)),
  );
  for (const p of r.Reregistrations)
    c.add("reregistrations", { id: p.id, date: [p.date], title: joinText("Re-registered", humanizeCode(p.register)) });
  for (const p of r.Reorganizations)
    c.add("reorganizations", {
      id: p.id,
      date: [p.date, p.registered_on],
      title: joinText(humanizeCode(p.type) || "Reorganization", humanizeCode(p.result)),
      annulled: p.is_annulled,
      removedOn: p.removed_on,
    });

  const proceedings = [
    ["liquidations", "Liquidation", r.Liquidations],
    ["suspensions", "Suspension of activities", r.SuspensionsOfActivities],
    ["prohibitions", "Prohibition of activities", r.ProhibitionsOfActivities],
  ] as const;
  for (const [category, name, items] of proceedings) {
    for (const p of items) {
      const kind = joinText(name, humanizeCode(p.type));
      const flags = { annulled: p.is_annulled, removedOn: p.removed_on };
      c.add(category, {
        id: `${p.id}:start`,
        date: [p.started_on, p.registered_on],
        title: `${kind} started`,
        ...flags,
      });
      c.add(category, {
        id: `${p.id}:end`,
        date: [p.ended_on],
        title: joinText(`${kind} ended`, humanizeCode(p.result_type)),
        ...flags,
      });
    }
  }
  for (const s of r.SpecialStatuses) {
    const kind = humanizeCode(s.type) || "Special status";
    const flags = { annulled: s.is_annulled, removedOn: s.removed_on };
    c.add("special-statuses", { id: `${s.id}:start`, date: [s.date_from, s.registered_on], title: kind, ...flags });
    c.add("special-statuses", { id: `${s.id}:end`, date: [s.date_to], title: `${kind} ended`, ...flags });
  }
}
