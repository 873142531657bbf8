import { useTranslations } from "next-intl";
import { UtcTime } from "@/components/shared/utc-time";
import { TableHead } from "@/components/shared/table-head";
import type { QueueHealth } from "@/lib/platform/jobs/job-queue";

/** Each kind of background job: what waits, what runs, what failed lately and when it last ran. */
export function JobHealthTable({ queues }: { queues: readonly QueueHealth[] }) {
  const t = useTranslations("account.admin.jobs");
  const never = <span className="text-slate-500">{t("never")}</span>;
  const columns = ["job", "waiting", "running", "failedLastDay", "lastCompleted", "lastFailed"] as const;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <TableHead
        caption={t("title")}
        columns={columns.map((column) => ({ label: t(column) }))}
        rowClassName="border-b border-slate-300"
        cellClassName="px-2 py-1 font-semibold"
      />
      <tbody>
        {queues.map((q) => (
          <tr key={q.name} className="border-b border-slate-200" data-job={q.name}>
            <th scope="row" className="px-2 py-1 font-mono font-normal">
              {q.name}
            </th>
            <td className="px-2 py-1 tabular-nums">{q.waiting}</td>
            <td className="px-2 py-1 tabular-nums">{q.running}</td>
            <td className={`px-2 py-1 tabular-nums ${q.failedLastDay > 0 ? "font-semibold text-red-800" : ""}`}>
              {q.failedLastDay}
            </td>
            <td className="px-2 py-1">{q.lastCompletedAt ? <UtcTime value={q.lastCompletedAt} /> : never}</td>
            <td className="px-2 py-1">{q.lastFailedAt ? <UtcTime value={q.lastFailedAt} /> : never}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
