import { EntityNotFound } from "@/components/profile/entity-not-found";

/** Reached through notFound(); the page itself explains unknown and malformed numbers with the number shown. */
export default function NotFound() {
  return <EntityNotFound invalid={false} />;
}
