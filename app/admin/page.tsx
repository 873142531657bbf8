import type { Metadata } from "next";
import Link from "next/link";
import { JobHealthTable } from "@/components/admin/job-health-table";
import { pageViewer } from "@/lib/auth/current-viewer";
import { hasRole } from "@/lib/auth/viewer";
import { appJobQueue } from "@/lib/jobs/app-job-queue";

export const metadata: Metadata = { title: "Administration" };

export default async function AdminPage() {
  const viewer = await pageViewer();
  if (!hasRole(viewer, "admin")) {
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Administration</h1>
        <p>Your account does not have the admin role, which administration needs.</p>
      </div>
    );
  }
  const queues = await (await appJobQueue()).health();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Administration</h1>
      <p>
        <Link href="/admin/users">Users</Link>: add accounts, set their roles, disable them.
      </p>
      <section aria-labelledby="jobs" className="space-y-2">
        <h2 id="jobs" className="text-lg font-semibold">
          Background jobs
        </h2>
        <JobHealthTable queues={queues} />
      </section>
    </div>
  );
}
