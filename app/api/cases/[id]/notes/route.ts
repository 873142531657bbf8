import type { z } from "zod";
import {
  type caseNoteSavedSchema,
  caseNoteSchema,
  type caseNotesSchema,
  parseCaseId,
} from "@/lib/domain/cases/case-schemas";
import { addNote, listNotes } from "@/lib/domain/cases/case-store";
import { CASE_READ_ACCESS, CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** The case's notes, oldest first, each with every version of its text. */
export const GET = apiRoute<{ id: string }>("case-notes", CASE_READ_ACCESS, async (_request, { id }, { db }) => {
  const notes = await listNotes(await db(), parseCaseId(id));
  return Response.json({ notes } satisfies z.output<typeof caseNotesSchema>, {
    headers: { "cache-control": "private, no-store" },
  });
});

/** Adds a note `{text}` to an active case → 201; the first piece of work on an open case puts it in review. */
export const POST = apiRoute<{ id: string }>(
  "case-notes-add",
  CASE_WORK_ACCESS,
  async (request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const { text } = await readJsonBody(request, caseNoteSchema);
    const saved = await addNote(await db(), { who: viewer, actor }, caseId, text);
    return Response.json(saved satisfies z.output<typeof caseNoteSavedSchema>, { status: 201 });
  },
);
