import { z } from "zod";

/**
 * The embedded demo registry's listing of its showcase entities (GET /demo/showcase): the one way the
 * app learns anything about the demo dataset. A real registry has no such route.
 */
export const demoShowcaseSchema = z.array(
  z.object({
    regcode: z.string(),
    name: z.string(),
    /** What the entity shows off, in each of the app's languages. */
    story: z.object({ en: z.string(), lv: z.string() }),
  }),
);

export type DemoShowcase = z.infer<typeof demoShowcaseSchema>;

/** Outside the spec's API prefix: the route belongs to the demo registry alone. */
export const DEMO_SHOWCASE_PATH = "/demo/showcase";
