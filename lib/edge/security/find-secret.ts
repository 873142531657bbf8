import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The secret as it could appear in a file or response: as is, base64 (standard and URL-safe) and hex. */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const base64 = bytes.toString("base64").replace(/=+$/, "");
  return [secret, base64, bytes.toString("base64url"), bytes.toString("hex")];
}

/** Whether text contains the secret in any of its forms. */
export function containsSecret(text: string, secret: string): boolean {
  return secretForms(secret).some((form) => text.includes(form));
}

/** Every file under dir (recursively) whose bytes contain the secret in any form. */
export function filesContainingSecret(dir: string, secret: string): string[] {
  const hits: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // latin1 maps every byte to one character, so binary files are searched too.
    if (containsSecret(readFileSync(file).toString("latin1"), secret)) hits.push(file);
  }
  return hits;
}
