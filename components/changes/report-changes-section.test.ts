import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Compared } from "@/lib/domain/changes/compare-retrievals";
import { recordChanges } from "@/lib/domain/changes/record-changes";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import type { Locale } from "@/lib/platform/i18n/locales";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { ROLE_REASON } from "@/lib/domain/access/gate-record";
import { withIntl } from "@/dev/testing/with-intl";
import { ReportChangesSection } from "./report-changes-section";

const FROM = "cd".repeat(32);
const NO_NOTE = { credentials: null, credentialDifferences: 0 };
const amber = (version: number) => legalEntitySchema.parse(findDemoRecord(demoRegcodes.amber, version));

const render = (locale: Locale, credentials: Pick<Compared, "credentials" | "credentialDifferences"> = NO_NOTE) => {
  const comparison: Compared = {
    kind: "compared",
    from: { sha256: FROM, retrievedAt: new Date("2026-11-01T09:00:00Z") },
    to: { sha256: "ef".repeat(32), retrievedAt: new Date("2026-11-02T09:00:00Z") },
    name: amber(1).legal_name,
    changes: recordChanges(amber(0), amber(1), locale),
    personalDetailsWithheld: null,
    ...credentials,
  };
  const section = createElement(ReportChangesSection, { outcome: { comparison }, locale });
  // React separates adjacent text parts with comments; readers see the text joined.
  return renderToString(withIntl(section, locale)).replaceAll("<!-- -->", "");
};

describe("the report's changes section", () => {
  it("words the changes, their kinds and old and new values in the reader's language", () => {
    const english = render("en");
    expect(english).toContain("Changes since 2026-11-01 09:00:00 UTC");
    expect(english).toContain(`From the retrieval with SHA-256 <code class="break-all">${FROM}</code> to the one`);
    expect(english).toContain("Officer appointed: Marta Ozoliņa (Board member)");
    expect(english).toMatch(/>Added<\/span>/);
    expect(english).toContain(">Old value</th>");

    const latvian = render("lv");
    expect(latvian).toContain("Izmaiņas kopš 2026-11-01 09:00:00 UTC");
    expect(latvian).toContain(`No izguves ar SHA-256 <code class="break-all">${FROM}</code> līdz`);
    expect(latvian).toContain("Iecelta amatpersona: Marta Ozoliņa (Valdes loceklis)");
    expect(latvian).toMatch(/>Pievienots<\/span>/);
    expect(latvian).toContain(">Iepriekšējā vērtība</th>");
    expect(latvian).toContain(">Amatpersonas</h3>");
  });

  it("says when the two retrievals were made with different credentials, and what that alone made differ", () => {
    const [standard, personal] = [demoCredentials.standard.name, demoCredentials.personal.name];
    const note = { credentials: { from: standard, to: personal }, credentialDifferences: 13 };
    expect(render("en")).not.toContain("credentials");
    const english = render("en", note);
    expect(english).toContain(
      `The two retrievals were made with different registry credentials: the first with “${standard}”, the second with “${personal}”.`,
    );
    expect(english).toContain("In 13 places (among the officers, members and others) the registry withheld the person");
    expect(english).toContain("Officer appointed: Marta Ozoliņa (Board member)");
    const latvian = render("lv", note);
    expect(latvian).toContain(
      `Abas izguves veiktas ar atšķirīgiem reģistra piekļuves datiem: pirmā – ar „${standard}”, otrā – ar „${personal}”.`,
    );
    expect(latvian).toContain(
      "13 vietās (amatpersonu, dalībnieku un citu sarakstos) reģistrs vienā izguvē personas datus neizpauda",
    );
    // Retrievals of one credential can differ in what it was shown too (an account approved meanwhile).
    const sameCredential = render("en", { credentials: null, credentialDifferences: 2 });
    expect(sameCredential).toContain("In 2 places (among the officers");
    expect(sameCredential).not.toContain("different registry credentials");
  });

  it("says why a change names a person as withheld: the viewer's access, else the retrieval's credential", () => {
    const masked = (version: number) =>
      legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(demoRegcodes.amber, version), "masked"));
    const withheld = (locale: Locale, personalDetailsWithheld: string | null) => {
      const comparison: Compared = {
        kind: "compared",
        from: { sha256: FROM, retrievedAt: new Date("2026-11-01T09:00:00Z") },
        to: { sha256: "ef".repeat(32), retrievedAt: new Date("2026-11-02T09:00:00Z") },
        name: masked(1).legal_name,
        changes: recordChanges(masked(0), masked(1), locale),
        personalDetailsWithheld,
        ...NO_NOTE,
      };
      const section = createElement(ReportChangesSection, { outcome: { comparison }, locale });
      return renderToString(withIntl(section, locale)).replaceAll("<!-- -->", "");
    };
    expect(render("en")).not.toContain("Where a change says");
    expect(withheld("en", null)).toContain(
      "Where a change says ‘Personal details withheld’: The registry withheld the person from the credential the retrieval was made with.",
    );
    expect(withheld("en", ROLE_REASON)).toContain(
      "Where a change says ‘Personal details withheld’: Your account is not permitted to see personal details.",
    );
    expect(withheld("lv", null)).toContain("Kur izmaiņā rakstīts „Personas dati nav izpausti”: Reģistrs");
  });
});
