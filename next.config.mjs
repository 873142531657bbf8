/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests and benchmarks build into their own directory so they never clobber a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
