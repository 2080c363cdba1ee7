// Runs the content build (content-collections.ts) for a project directory and collects every problem as
// "file: field: what was expected", instead of content-collections' own logging.
import path from "node:path";

import { createBuilder } from "@content-collections/core";

/** Validates every data file under content/ and writes .content-collections/generated; resolves to the problems. */
export async function buildContent(projectDir) {
  const builder = await createBuilder(path.join(projectDir, "content-collections.ts"));
  const problems = [];
  builder.on("transformer:validation-error", ({ collection, file, error }) => {
    const where = "filePath" in collection ? collection.filePath : path.join(collection.directory, file.path);
    problems.push(`${where}:\n${error.message}`);
  });
  builder.on("collector:parse-error", ({ filePath, error }) => problems.push(`${filePath}: ${error.message}`));
  builder.on("collector:read-error", ({ filePath, error }) => problems.push(`${filePath}: ${error.message}`));
  builder.on("transformer:error", ({ error }) => problems.push(error.message.replace(/^(Error: )+/, "")));
  builder.on("transformer:result-error", ({ collection, error }) =>
    problems.push(`${collection.name}: ${error.message}`),
  );
  builder.on("transformer:singleton-warning", ({ collection }) =>
    problems.push(`${collection.filePath}: file not found`),
  );
  await builder.build();
  return problems;
}
