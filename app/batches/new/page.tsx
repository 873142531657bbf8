import type { Metadata } from "next";
import { BatchForm } from "@/components/batches/batch-form";
import { parseBatchConfig } from "@/lib/batch/batch-config";

export const metadata: Metadata = { title: "New batch" };

/** Screening a list: paste or upload it, see what will be sent, run it. */
export default function NewBatchPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">New batch</h1>
      <BatchForm maxRows={parseBatchConfig(process.env).maxRows} />
    </div>
  );
}
