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
    // The site's links are plain <a>: one listener navigates client-side, never prefetching.
    files: ["app/**", "components/**"],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use a plain <a>: ClientNavigation (components/layout/client-navigation.tsx) navigates client-side and never prefetches.",
            },
          ],
        },
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
