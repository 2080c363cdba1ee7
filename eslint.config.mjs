import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // One owner for the site's links (never prefetched): components/ui/site-link.tsx.
    files: ["app/**", "components/**"],
    ignores: ["components/ui/site-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use SiteLink (components/ui/site-link.tsx): it never prefetches." }] },
      ],
    },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "out/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      ".data/**",
      "**/.wrangler/**",
      "next-env.d.ts",
      ".content-collections/**",
      ".cache/**",
    ],
  },
];

export default eslintConfig;
