import { createHash } from "node:crypto";
import { AppError } from "@/lib/platform/errors/app-error";

/**
 * A client book as a request sends it: the CSV itself (text/csv, or text/plain), or a form's file field "file"
 * (multipart/form-data, as a browser's file picker posts it). Its bytes' SHA-256 names the file in the audit trail.
 */
export async function readClientBookRequest(request: Request): Promise<{ text: string; sha256: string }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  let bytes: Buffer;
  if (type === "text/csv" || type === "text/plain") bytes = Buffer.from(await request.arrayBuffer());
  else if (type === "multipart/form-data") {
    const file = (await request.formData().catch(() => null))?.get("file");
    if (!file || typeof file === "string") throw new AppError("bad_request", "clientBookFileMissing");
    bytes = Buffer.from(await file.arrayBuffer());
  } else throw new AppError("bad_request", "clientBookContentType");
  return { text: bytes.toString("utf8"), sha256: createHash("sha256").update(bytes).digest("hex") };
}
