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
