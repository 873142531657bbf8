import { createAccount, listAccounts } from "@/lib/auth/accounts";
import { adminDeps } from "@/lib/auth/admin-deps";
import { apiViewer } from "@/lib/auth/current-viewer";
import { apiHandler } from "@/lib/http/api-handler";
import { readJsonBody } from "@/lib/http/read-json-body";

export const GET = apiHandler("admin-users", async (request) => {
  apiViewer(request, "admin");
  const { db } = await adminDeps();
  return Response.json({ users: await listAccounts(db) }, { headers: { "cache-control": "private, no-store" } });
});

/** Adds an account: {email, password, name, roles} → 201 {id}. */
export const POST = apiHandler("admin-users-add", async (request) => {
  apiViewer(request, "admin");
  const body = await readJsonBody(request);
  const { auth } = await adminDeps();
  return Response.json(await createAccount(auth, body), { status: 201 });
});
