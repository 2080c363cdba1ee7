// Runs the content build (content-collections.ts) for a project directory and collects every problem as
// "file: field: what was expected", instead of content-collections' own logging.
import path from "node:path";

import { createBuilder } from "@content-collections/core";

/**
 * Validates every data file under content/ and writes .content-collections/generated; resolves to the
 * problems. Files that could not be checked because a file they refer to failed (content-collections.ts,
 * "skipped: depends on") are not reported: the failed file is, once.
 */
export async function buildContent(projectDir: string): Promise<string[]> {
  let builder: Awaited<ReturnType<typeof createBuilder>>;
  try {
    builder = await createBuilder(path.join(projectDir, "content-collections.ts"));
  } catch (error) {
    // content-collections stops at a missing file (or a broken configuration) rather than reporting it.
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems: string[] = [];
  const failed = new Set<string>();
  const report = (file: string, message: string) => {
    failed.add(file);
    problems.push(message);
  };
  builder.on("transformer:validation-error", ({ collection, file, error }) => {
    const where = "filePath" in collection ? collection.filePath : path.join(collection.directory, file.path);
    report(where, `${where}:\n${error.message}`);
  });
  builder.on("collector:parse-error", ({ filePath, error }) => report(filePath, `${filePath}: ${error.message}`));
  builder.on("collector:read-error", ({ filePath, error }) => report(filePath, `${filePath}: ${error.message}`));
  /** A singleton's file, or a collection's folder: where a problem is. */
  const whereOf = (collection: object & { name: string }) =>
    "filePath" in collection && typeof collection.filePath === "string" ? collection.filePath : collection.name;
  builder.on("transformer:error", ({ collection, error }) => {
    failed.add(whereOf(collection));
    if (!error.message.includes("(skipped: depends on")) problems.push(error.message.replace(/^(Error: )+/, ""));
  });
  builder.on("transformer:result-error", ({ collection, error }) =>
    problems.push(`${collection.name}: ${error.message}`),
  );
  builder.on("transformer:singleton-warning", ({ collection }) => {
    // A singleton that failed validation has no document either; only a missing file is news.
    if (!failed.has(whereOf(collection))) problems.push(`${whereOf(collection)}: file not found`);
  });
  await builder.build();
  return problems;
}
