import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/locales";

/**
 * The embedded demo registry's listing of its showcase entities (GET /demo/showcase): the one way the
 * app learns anything about the demo dataset. A real registry has no such route.
 */
export const demoShowcaseSchema = z.array(
  z.object({
    regcode: z.string(),
    name: z.string(),
    /** What the entity shows off, in each of the app's languages. */
    story: z.record(z.enum(LOCALES), z.string()),
  }),
);

export type DemoShowcase = z.infer<typeof demoShowcaseSchema>;

/** Outside the spec's API prefix: the route belongs to the demo registry alone. */
export const DEMO_SHOWCASE_PATH = "/demo/showcase";
