import { useTranslations } from "next-intl";

/** Streams at once while the registry answers: the shape of a profile, announced to screen readers. */
export default function Loading() {
  const t = useTranslations("profile");
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">{t("loading")}</span>
      <div className="space-y-2">
        <div className="h-8 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 rounded bg-slate-200" />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-6 w-40 rounded bg-slate-200" />
          <div className="h-24 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
