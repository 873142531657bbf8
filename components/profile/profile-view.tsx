import type { Identity } from "@/lib/registry/schemas/identity";
import type { LegalEntityResult } from "@/lib/registry/registry-client";
import { keyFindings } from "@/lib/profile/key-findings";
import { SECTIONS, sectionOfKey, type SectionAnchor } from "@/lib/profile/sections";
import { withheldReason } from "@/lib/profile/withheld";
import { DriftNotice } from "./drift-notice";
import { GenericList } from "./generic-list";
import { KeyFindingsList } from "./key-findings-list";
import { KeyValueList } from "./key-value-list";
import { ObjectView } from "./object-view";
import { ProfileHeader } from "./profile-header";
import type { ProfileCtx } from "./profile-ctx";
import { RawDataSection } from "./raw-data-section";
import { Section } from "./section";
import { IdentitySection } from "./sections/identity-section";
import { MembersSection } from "./sections/members-section";
import { OfficersSection } from "./sections/officers-section";
import { SanctionsSection } from "./sections/sanctions-section";
import { TableOfContents } from "./table-of-contents";

interface ProfileViewProps {
  result: LegalEntityResult;
  identity: Identity | null;
  /** Rows per list before "Show all"; undefined shows every row (print, report). */
  limit: number | undefined;
  expanded?: readonly string[];
  /** Sections written elsewhere (relationship graph, timeline), placed after the registered parties. */
  extraSections?: React.ReactNode;
  extraToc?: ReadonlyArray<{ anchor: string; title: string }>;
  /** The printed report's cover: stands in for the header, findings and contents; the raw bytes go to the JSON export. */
  cover?: React.ReactNode;
}

/** The whole register record of an entity: header, key findings, then a section for every part. */
export function ProfileView({
  result,
  identity,
  limit,
  expanded = [],
  extraSections,
  extraToc = [],
  cover,
}: ProfileViewProps) {
  const { record } = result;
  // "Current" means current when the registry answered, which also keeps rendering pure.
  const now = Date.parse(result.retrievedAt);
  const ctx: ProfileCtx = {
    regcode: record.registration_number,
    withheldReason: withheldReason(identity),
    limit,
    expanded,
    now,
  };
  const data: Record<string, unknown> = record;
  const otherKeys = Object.keys(data).filter((key) => sectionOfKey(key, data[key]) === "other-data");

  const render = (anchor: SectionAnchor, title: string, key: string | undefined): React.ReactNode => {
    switch (anchor) {
      case "identity":
        return <IdentitySection key={anchor} record={record} ctx={ctx} />;
      case "sanctions":
        return <SanctionsSection key={anchor} record={record} ctx={ctx} />;
      case "officers":
        return <OfficersSection key={anchor} officers={record.Officers} ctx={ctx} />;
      case "members":
        return <MembersSection key={anchor} members={record.Members} ctx={ctx} />;
      case "raw-data":
        return <RawDataSection key={anchor} result={result} />;
      case "other-data":
        return (
          <Section key={anchor} id={anchor} title={title}>
            {otherKeys.length === 0 ? (
              <p className="text-sm text-slate-600">No fields beyond those the spec lists</p>
            ) : (
              <KeyValueList data={data} ctx={ctx} omit={Object.keys(data).filter((k) => !otherKeys.includes(k))} />
            )}
          </Section>
        );
    }
    const value = key === undefined ? undefined : data[key];
    const noun = title.toLowerCase();
    return (
      <Section
        key={anchor}
        id={anchor}
        title={title}
        note={Array.isArray(value) ? `${value.length} in total` : undefined}
      >
        {Array.isArray(value) ? (
          <GenericList listId={anchor} caption={title} rows={value} ctx={ctx} empty={`No ${noun} registered`} />
        ) : (
          <ObjectView data={value} ctx={ctx} empty={`No ${noun} details in the register record`} />
        )}
      </Section>
    );
  };

  const keyOf = (keys: readonly string[]) => keys[0];
  const toc = [
    { anchor: "key-findings", title: "Key findings" },
    ...SECTIONS.slice(0, -2).map((s) => ({ anchor: s.anchor, title: s.title })),
    ...extraToc,
    ...SECTIONS.slice(-2).map((s) => ({ anchor: s.anchor, title: s.title })),
  ];
  return (
    <article className="space-y-6">
      {cover ?? <ProfileHeader result={result} />}
      <DriftNotice drift={result.drift} />
      {!cover && <KeyFindingsList findings={keyFindings(record, now)} />}
      {!cover && <TableOfContents items={toc} />}
      {SECTIONS.slice(0, -2).map((s) => render(s.anchor, s.title, keyOf(s.keys)))}
      {extraSections}
      {SECTIONS.slice(-2)
        .filter((s) => !cover || s.anchor !== "raw-data")
        .map((s) => render(s.anchor, s.title, keyOf(s.keys)))}
    </article>
  );
}
