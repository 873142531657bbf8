import { DEMO_BANNER } from "@/lib/demo-mode";

/** Shown on screen and on paper, so demo output can never pass for evidence. */
export function DemoBanner() {
  return (
    <div
      role="note"
      data-demo-banner=""
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {DEMO_BANNER}. The records come from the built-in demo registry, not from the register; they are not evidence.
    </div>
  );
}
