// Jest global setup: the tests import the generated content ("content-collections"), so build it first.
import { buildContent } from "../../scripts/lib/content-build.mjs";

export default async function buildContentForTests() {
  const problems = await buildContent(process.cwd());
  if (problems.length > 0) throw new Error(`Content build failed:\n\n${problems.join("\n\n")}`);
}
