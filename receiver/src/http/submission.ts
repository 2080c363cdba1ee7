/**
 * Reading and validating what a visitor sends. The public forms post JSON (with JavaScript) or a form
 * (without it) to the same endpoint, so the body is read by its Content-Type first (readSubmission), then
 * validated by Hono's validator over the contract's zod schema (validSubmission); JSON-only bodies and queries
 * go through @hono/zod-validator (validJson, validQuery). Every failure is one 422 naming the fields.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import * as z from "zod/v4/core";

import { HONEYPOT_FIELD } from "@/contract/api";

import { ApiProblem, fieldErrors, invalid } from "./answers";
import type { ReceiverEnv } from "./env";

export type Submission = Record<string, unknown>;
type BodyKind = "json" | "form";

const isObject = (value: unknown): value is Submission =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a JSON object or a form post into `submission`; 400 when it cannot be read, 415 for another type. */
export const readSubmission = (kinds: readonly BodyKind[]) =>
  createMiddleware<ReceiverEnv>(async (c, next) => {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    if (type === "application/json" && kinds.includes("json")) {
      const value: unknown = await c.req.json().catch(() => {
        throw new ApiProblem(
          400,
          "malformed",
          "The request body is not valid JSON: send one JSON object with the form's fields.",
        );
      });
      if (!isObject(value)) throw new ApiProblem(400, "malformed", "Send one JSON object with the form's fields.");
      c.set("submission", value);
    } else if (
      (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") &&
      kinds.includes("form")
    ) {
      c.set(
        "submission",
        await c.req.parseBody().catch(() => {
          throw new ApiProblem(400, "malformed", "The form data could not be read: please send the form again.");
        }),
      );
    } else {
      const expected = kinds
        .map((kind) =>
          kind === "json"
            ? "application/json"
            : type === "" || kinds.length > 1
              ? "a form post"
              : "multipart/form-data",
        )
        .join(" or ");
      throw new ApiProblem(
        415,
        "unsupported_media_type",
        `Send this as ${expected}, not ${type || "a body without a Content-Type"}.`,
      );
    }
    await next();
  });

/** Absent fields read as empty, so a missing field gets the schema's own message ("Please enter your first name"). */
export function absentAsEmpty(input: Submission, shape: object, except: readonly string[] = []): Submission {
  const complete = { ...input };
  for (const name of Object.keys(shape)) {
    if (complete[name] === undefined && !except.includes(name)) complete[name] = "";
  }
  return complete;
}

/** Whether the bot trap was filled: such a submission is kept as spam for review and never notified. */
export function trapTripped(input: Submission): boolean {
  const trap = input[HONEYPOT_FIELD];
  return typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
}

type ObjectSchema = z.$ZodObject;

/** Parses `input` with `schema`, absent fields as empty; a failure is the 422 naming each field. */
export function parseFields<S extends ObjectSchema>(
  schema: S,
  input: Submission,
  options: { message?: string; except?: readonly string[] } = {},
): z.output<S> {
  const parsed = z.safeParse(schema, absentAsEmpty(input, schema._zod.def.shape, options.except));
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues), options.message);
  return parsed.data;
}

/**
 * The submission, read by readSubmission and validated by `parse` (usually parseFields over the form's schema):
 * Hono's validator, so `c.req.valid("json")` is the result whichever way it was posted. `In` is what a client
 * sends (Hono's typed client reads it).
 */
export const validSubmission = <Out, In = Out>(
  parse: (input: Submission) => Out | Promise<Out>,
): MiddlewareHandler<ReceiverEnv, string, { in: { json: In }; out: { json: Out } }> =>
  validator("json", (_value, c: Context<ReceiverEnv>) => parse(c.get("submission"))) as never;

/** The one hook of every @hono/zod-validator check: a failure is the contract's 422 naming the fields. */
const refuse = (message?: string) => (result: { success: boolean; error?: { issues: z.$ZodIssue[] } }) => {
  if (!result.success) throw invalid(fieldErrors(result.error?.issues ?? []), message);
};

/** A JSON object body, validated by `schema`; any other body is the 422 of its fields. */
export const validJson = <S extends z.$ZodType>(schema: S, message?: string) =>
  zValidator("json", schema, refuse(message)) as unknown as MiddlewareHandler<
    ReceiverEnv,
    string,
    { in: { json: z.input<S> }; out: { json: z.output<S> } }
  >;

/** The query, validated by `schema`. */
export const validQuery = <S extends z.$ZodType>(schema: S, message?: string) =>
  zValidator("query", schema, refuse(message)) as unknown as MiddlewareHandler<
    ReceiverEnv,
    string,
    { in: { query: z.input<S> }; out: { query: z.output<S> } }
  >;
