import type { Metadata } from "next";
import { UserAdmin } from "@/components/admin/user-admin";
import { listAccounts } from "@/lib/auth/accounts";
import { pageViewer } from "@/lib/auth/current-viewer";
import { hasRole } from "@/lib/auth/viewer";
import { db } from "@/lib/db/db";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const viewer = await pageViewer();
  if (!hasRole(viewer, "admin")) {
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Users</h1>
        <p>Your account does not have the admin role, which managing users needs.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Users</h1>
      <UserAdmin users={await listAccounts(await db())} selfId={viewer.userId} />
    </div>
  );
}
