/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests and benchmarks build into their own directory so they never clobber a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
};

export default nextConfig;
