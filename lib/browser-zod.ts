import { z } from "zod";

// zod compiles object parsers with `new Function` after probing whether eval is allowed; under the
// app's CSP (no 'unsafe-eval') that probe is reported as a violation in the browser. Browser-side
// parsing is small, so it runs without the JIT; the server keeps it.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
