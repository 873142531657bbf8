import type { z } from "zod";
import { type caseNoteSavedSchema, caseNoteSchema, parseCaseId } from "@/lib/domain/cases/case-schemas";
import { editNote } from "@/lib/domain/cases/case-store";
import { CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** Edits your own note `{text}`: a new version; the earlier ones are kept and listed with it. */
export const PATCH = apiRoute<{ id: string; noteId: string }>(
  "case-notes-edit",
  CASE_WORK_ACCESS,
  async (request, { id, noteId }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const note = parseCaseId(noteId);
    const { text } = await readJsonBody(request, caseNoteSchema);
    const saved = await editNote(await db(), { who: viewer, actor }, caseId, note, text);
    return Response.json(saved satisfies z.output<typeof caseNoteSavedSchema>);
  },
);
