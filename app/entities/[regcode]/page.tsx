import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors/app-error";
import { registry } from "@/lib/registry/registry";

export default async function EntityPage({ params }: { params: Promise<{ regcode: string }> }) {
  const { regcode } = await params;
  const result = await registry()
    .legal(regcode)
    .catch((error: unknown) => {
      if (error instanceof AppError && (error.code === "not_found" || error.code === "invalid_regcode")) notFound();
      throw error;
    });
  const { record } = result;
  return (
    <article className="space-y-2">
      <h1 className="text-2xl font-semibold">{record.legal_name}</h1>
      <p>Registration number {record.registration_number}</p>
      <p>Status {record.status}</p>
      <p>{record.Address?.address_complete ?? "No address"}</p>
    </article>
  );
}
