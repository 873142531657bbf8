import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { sourceFingerprint } from "./lib/platform/build/source-fingerprint";
import { SECURITY_HEADERS } from "./lib/edge/security/security-headers";

const nextConfig: NextConfig = {
  // Tests and benchmarks build into their own directory so they never clobber a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // scripts/serve.ts compresses each part of an answer as it is written; Next's compression held a
  // streamed page's first part back until the page was rendered.
  compress: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time; the graph layout
  // engine is a large prebuilt script used only on the server: both are loaded from node_modules as they are.
  serverExternalPackages: ["@electric-sql/pglite", "elkjs"],
  // The stylesheet goes in each page's head: linked, it is render-blocking and its request waits behind the
  // page's own rendering on the server, so the first paint waited for the whole page. Tailwind's output is
  // small and the same whatever the page's size.
  // authInterrupts: pageViewer answers an account without the page's role with forbidden() (app/forbidden.tsx, 403).
  experimental: { inlineCss: true, authInterrupts: true },
  // The build id names the sources it was built from, so `npm start` can tell a stale build.
  generateBuildId: () => sourceFingerprint(process.cwd()),
  // The same on every answer, proxy.ts's own refusals and redirects included: set once here, not per request.
  headers: async () => [
    {
      source: "/:path*",
      headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
  ],
};

// The language of each request and its catalogue: see lib/edge/locale/request.ts.
export default createNextIntlPlugin("./lib/edge/locale/request.ts")(nextConfig);
