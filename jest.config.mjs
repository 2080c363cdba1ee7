import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)", "<rootDir>/{lib,components,content,scripts}/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/out/", "/.next/"],
};

export default createJestConfig(config);
