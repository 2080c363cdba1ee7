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
    files: ["app/**", "components/**", "tests/**"],
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
    // Layers point one way: app -> components -> lib -> content -> contract; the lead receiver reads the
    // contract and four content modules; build-time code (scripts/), the receiver and tests never reach the
    // pages or the browser, but for the types of the receiver's routes that the site's typed client reads.
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app", "./components", "./lib", "./content", "./contract"],
              from: ["./scripts", "./tests"],
              message: "Build-time code and tests stay out of the site's code.",
            },
            {
              target: ["./app", "./components", "./content", "./contract"],
              from: "./receiver",
              message: "The lead receiver stays out of the site's code.",
            },
            {
              // Hono's typed client (lib/receiver-client.ts) reads the shape of the receiver's routes: types only.
              target: "./lib",
              from: "./receiver",
              except: ["./src/client-types.ts"],
              message: "lib/ knows the receiver only through the types of receiver/src/client-types.ts.",
            },
            { target: "./components", from: "./app", message: "Components never import a route." },
            { target: "./lib", from: ["./app", "./components"], message: "lib/ sits below the pages and components." },
            {
              target: "./content",
              from: ["./app", "./components", "./lib"],
              message: "content/ is data and its schemas: it imports only the contract.",
            },
            {
              target: "./contract",
              from: ["./app", "./components", "./lib", "./content", "./receiver", "./scripts"],
              message: "The contract shared by the site and the receiver imports nothing of either.",
            },
            {
              target: "./receiver/src",
              from: ["./app", "./components", "./lib", "./scripts"],
              message: "The lead receiver reads only the contract (contract/) the site shares with it.",
            },
            {
              // The exceptions: the first-response clock and the consultation slots count the office hours the site
              // states, the slots the closures and seats of the consultation calendar, and the visitor's booking
              // e-mails link to the site (its origin) and name the office (content/site.ts), and events with seats
              // take registrations (content/resources.ts); a student's document checklist starts from their
              // destination's visa documents (content/country-guides.ts); WhatsApp messages are its templates
              // (content/whatsapp.ts).
              target: "./receiver/src",
              from: "./content",
              except: [
                "./company.ts",
                "./booking.ts",
                "./site.ts",
                "./resources.ts",
                "./country-guides.ts",
                "./whatsapp.ts",
              ],
              message:
                "The lead receiver reads only the contract, the office hours in content/company.ts, the calendar in content/booking.ts, the site's origin and offices in content/site.ts, the events in content/resources.ts, the visa documents in content/country-guides.ts and the WhatsApp templates in content/whatsapp.ts.",
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
