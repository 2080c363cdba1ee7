import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  // The content build writes the collections the content modules import (content-collections.ts).
  globalSetup: "<rootDir>/tests/unit/global-setup.ts",
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^content-collections$": "<rootDir>/.content-collections/generated/index.js",
  },
  testMatch: [
    "<rootDir>/tests/unit/**/*.test.ts?(x)",
    "<rootDir>/{lib,components,content,contract,scripts}/**/*.test.ts?(x)",
  ],
  testPathIgnorePatterns: ["/node_modules/", "/out/", "/.next/", "<rootDir>/.cache/"],
  // Throw-away project copies (scripts/lib/project-copy.mjs) are projects of their own.
  modulePathIgnorePatterns: ["<rootDir>/.cache/"],
};

export default createJestConfig(config);
