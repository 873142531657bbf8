import { getLocale } from "next-intl/server";
import { EntityNotFound } from "@/components/profile/entity-not-found";

/** Reached through notFound(); the page itself explains unknown and malformed numbers with the number shown. */
export default async function NotFound() {
  const locale = await getLocale();
  return <EntityNotFound locale={locale} invalid={false} />;
}
