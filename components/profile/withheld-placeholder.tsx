import { WITHHELD_LABEL } from "@/lib/profile/withheld";

/** Stands where a person's details were left out, with the reason; visible in print too. */
export function WithheldPlaceholder({ reason }: { reason: string }) {
  return (
    <span className="inline-flex flex-col" data-withheld="">
      <span className="font-medium text-amber-900 italic">{WITHHELD_LABEL}</span>
      <span className="text-xs text-slate-600">{reason}</span>
    </span>
  );
}
