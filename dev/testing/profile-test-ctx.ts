import type { ProfileCtx } from "@/components/profile/profile-ctx";

/** A profile's context for rendering its parts in a unit test: English, every row shown, no person withheld. */
export function profileTestCtx(overrides: Partial<ProfileCtx> = {}): ProfileCtx {
  return {
    regcode: "40003510005",
    locale: "en",
    withheldReason: "",
    limit: undefined,
    query: new URLSearchParams(),
    now: Date.parse("2026-11-29T00:00:00Z"),
    ...overrides,
  };
}
