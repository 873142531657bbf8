"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { UtcTime } from "@/components/shared/utc-time";
import { Button } from "@/components/ui/button";
import { SectionTitle } from "@/components/ui/section-title";
import { fieldClass } from "@/components/ui/text-input";
import type { CaseNote } from "@/lib/domain/cases/case-store";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import { NoteText } from "./note-text";
import { RequestOutcomeText, useCaseRequest } from "./use-case-request";

const HEADING = "case-notes";

/**
 * The case's notes, oldest first: each with its author and time, its earlier versions on demand, and an Edit for
 * its author; a form to add one. Addresses in a note are links (note-text.tsx), never markup.
 */
export function CaseNotes({
  caseId,
  notes,
  viewerId,
  canWrite,
}: {
  caseId: number;
  notes: readonly CaseNote[];
  viewerId: string;
  canWrite: boolean;
}) {
  const t = useTranslations("cases.notes");
  const { busy, outcome, send } = useCaseRequest();
  const [editing, setEditing] = useState<number | null>(null);
  const ids = { add: useId(), hint: useId(), edit: useId() };

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = new FormData(form).get("text");
    void send(apiPaths.caseNotes(caseId), { text }, () => t("added")).then((answer) => {
      if (answer) form.reset();
    });
  }

  function onEdit(event: FormEvent<HTMLFormElement>, noteId: number) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("text");
    void send(apiPaths.caseNote(caseId, noteId), { text }, () => t("saved"), "PATCH").then((answer) => {
      if (answer) setEditing(null);
    });
  }

  return (
    <section aria-labelledby={HEADING} className="space-y-3">
      <SectionTitle id={HEADING}>{t("title")}</SectionTitle>
      {notes.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded border border-slate-200 p-2" data-note={note.id}>
              <p className="text-sm text-slate-700">
                {t.rich("by", { name: note.author.name, time: () => <UtcTime value={note.createdAt} /> })}
                {note.version > 1 && <> · {t("edited", { version: note.version })}</>}
              </p>
              {editing === note.id ? (
                <form onSubmit={(event) => onEdit(event, note.id)} className="space-y-2">
                  <label htmlFor={ids.edit} className="sr-only">
                    {t("text")}
                  </label>
                  <textarea
                    id={ids.edit}
                    name="text"
                    required
                    maxLength={20_000}
                    rows={3}
                    defaultValue={note.text}
                    className={fieldClass("lg", "w-full")}
                  />
                  <div className="flex gap-2">
                    <Button type="submit" size="sm" variant="primary" aria-disabled={busy || undefined}>
                      {t("saveEdit")}
                    </Button>
                    <Button type="button" size="sm" onClick={() => setEditing(null)}>
                      {t("cancel")}
                    </Button>
                  </div>
                </form>
              ) : (
                <NoteText text={note.text} />
              )}
              {canWrite && note.author.userId === viewerId && editing !== note.id && (
                <Button
                  type="button"
                  size="sm"
                  className="print:hidden"
                  aria-label={t("editLabel", { time: formatUtcTime(note.createdAt) })}
                  onClick={() => setEditing(note.id)}
                >
                  {t("edit")}
                </Button>
              )}
              {note.versions.length > 1 && (
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer">{t("versions")}</summary>
                  <ol className="mt-1 space-y-2 border-l-2 border-slate-200 pl-3">
                    {note.versions
                      .slice(0, -1)
                      .reverse()
                      .map((version) => (
                        <li key={version.version}>
                          <p className="text-slate-700">
                            {t.rich("version", {
                              version: version.version,
                              name: version.editedBy.name,
                              time: () => <UtcTime value={version.editedAt} />,
                            })}
                          </p>
                          <NoteText text={version.text} />
                        </li>
                      ))}
                  </ol>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form onSubmit={onAdd} className="max-w-2xl space-y-2 print:hidden" aria-label={t("add")}>
          <label htmlFor={ids.add} className="block font-medium">
            {t("text")}
          </label>
          <textarea
            id={ids.add}
            name="text"
            required
            maxLength={20_000}
            rows={3}
            aria-describedby={ids.hint}
            className={fieldClass("lg", "w-full")}
          />
          <p id={ids.hint} className="text-sm text-slate-600">
            {t("hint")}
          </p>
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            {t("save")}
          </Button>
        </form>
      )}
      <RequestOutcomeText outcome={outcome} />
    </section>
  );
}
