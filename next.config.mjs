import { withContentCollections } from "@content-collections/next";

/**
 * The site's Next settings. Also imported by the bench's anchor project
 * (scripts/bench/anchor.mjs), which has no content collections to build.
 * @type {import('next').NextConfig}
 */
export const nextConfig = {
  output: "export",
  // Clean URLs without trailing slashes, as in the spec's route table.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Only for profiling (scripts/bench/profile.mjs): source maps to tell whose code a sample is.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === "1",
  poweredByHeader: false,
  // `feed` (lib/feed.ts) ships ES modules only; Jest (next/jest) transforms what is listed here.
  transpilePackages: ["feed"],
  experimental: {
    // Inlined CSS removes the render-blocking stylesheet request (LCP ~1.0x the floor instead of ~1.9x).
    inlineCss: false,
  },
};

// A function, so importing this file (as the anchor does) does not start the content build.
const siteConfig = () => withContentCollections(nextConfig);

export default siteConfig;
