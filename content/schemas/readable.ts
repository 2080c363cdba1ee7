/**
 * Schemas as content-collections takes them (Standard Schema), with error paths a person can read:
 * "countries.rows[2].fee.amount: Invalid input: expected number, received string" instead of
 * "countries,rows,2,fee,amount". For a field that may take one of several shapes (money or a figure
 * reference), the error of the shape the file came closest to is reported, not a bare "Invalid input".
 */

import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/** "countries.rows[2].fee": keys joined by dots, list positions in brackets. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((joined, key) => {
    if (typeof key === "number") return `${joined}[${key}]`;
    return joined ? `${joined}.${String(key)}` : String(key);
  }, "");
}

/** How far into the value a branch's issues reach: the branch that got furthest is the one the author meant. */
function depth(issues: readonly Issue[]): number {
  return Math.max(...issues.map((issue) => issue.path.length + (issue.code === "invalid_type" ? 0 : 0.5)));
}

/** The issues of a failed parse, with each union failure replaced by the issues of its closest branch. */
export function explainIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0];
      return explainIssues(closest, path);
    }
    return [{ ...issue, path }];
  });
}

/** `schema` for content-collections, reporting each problem as "path.to[0].field: what was expected". */
export function readable<Schema extends z.ZodType>(schema: Schema): Schema {
  const validate: Schema["~standard"]["validate"] = async (value) => {
    const result = await schema.safeParseAsync(value);
    if (result.success) return { value: result.data };
    return {
      issues: explainIssues(result.error.issues).map((issue) => ({
        message: issue.message,
        path: [issue.path.length ? formatPath(issue.path) : "(whole file)"],
      })),
    };
  };
  return Object.assign(Object.create(schema) as Schema, {
    "~standard": { ...schema["~standard"], validate },
  });
}
