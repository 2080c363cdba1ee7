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
  // `feed` (lib/feed.ts) and next-intl (lib/i18n/words.ts) ship ES modules only; Jest (next/jest) transforms
  // what is listed here.
  transpilePackages: [
    "feed",
    "next-intl",
    "use-intl",
    "intl-messageformat",
    "@formatjs/fast-memoize",
    "@formatjs/icu-messageformat-parser",
    "@formatjs/icu-skeleton-parser",
  ],
  experimental: {
    // The stylesheet is written into each page's HTML: a phone's first paint no longer waits for a second
    // request (the home page's LCP 0.84 s instead of 1.45-1.70 s in the bench, 1.03x its floor instead of
    // 1.09-1.16x). Next also puts the sheet's text in the page's inline payload once (10.5 KiB gzip), so a
    // page is 42.6 KiB instead of 19.8 plus a cached 10.5: a second page costs more, a first visit paints
    // sooner. `next build --webpack` (package.json): Turbopack lists the root layout's sheet under
    // global-error too, and Next then writes it a third time (vercel/next.js#98110, #98241); webpack does not.
    inlineCss: true,
    // One 404 page for the whole export (app/global-not-found.tsx): the site has a root layout per language.
    globalNotFound: true,
  },
};

// A function, so importing this file (as the anchor does) does not start the content build.
const siteConfig = () => withContentCollections(nextConfig);

export default siteConfig;
