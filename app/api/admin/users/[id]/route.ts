import { changeAccount } from "@/lib/auth/accounts";
import { adminDeps } from "@/lib/auth/admin-deps";
import { apiViewer } from "@/lib/auth/current-viewer";
import { apiHandler } from "@/lib/http/api-handler";
import { readJsonBody } from "@/lib/http/read-json-body";

/** Sets an account's roles ({roles}) or disables / enables it ({disabled}). */
export const PATCH = apiHandler<{ id: string }>("admin-users-change", async (request, { id }) => {
  apiViewer(request, "admin");
  const { auth, db } = await adminDeps();
  return Response.json(await changeAccount(auth, db, id, await readJsonBody(request)));
});
