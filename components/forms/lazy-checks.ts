import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as z4 from "zod/v4/core";

import { deliveryWording } from "@/content/forms";

import type { FormStatusMessage } from "./form-status";

/** The root error a form's submit gets when its checks could not be fetched. */
const CHECKS_UNAVAILABLE = "checks-unavailable";

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts fetching the checks; the form calls it when the visitor first focuses it. */
  preload: () => void;
};

/**
 * A form's zod checks, fetched when the visitor first reaches the form (or submits it),
 * not with the page: zod and the schema are most of a form's script, and a phone on slow
 * data should not parse them before it can read the page. A failed fetch (offline) is
 * forgotten, so the next submit tries again, and it answers with an error on the form's
 * root instead of rejecting, which would leave react-hook-form submitting for ever.
 */
export function lazySchemaResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z4.$ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>;
    try {
      check = await load();
    } catch {
      const errors = { root: { type: CHECKS_UNAVAILABLE, message: deliveryWording.checksUnavailableText } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

/**
 * What the form says when its checks could not be fetched, and that nothing typed is lost (the status and its
 * toast), in the words of `wording` (the page's language); null for ordinary field errors.
 */
export function checksUnavailableStatus(
  errors: FieldErrors,
  wording: Pick<typeof deliveryWording, "checksUnavailableTitle" | "checksUnavailableText" | "kept"> = deliveryWording,
): (FormStatusMessage & { body: string }) | null {
  if (errors.root?.type !== CHECKS_UNAVAILABLE) return null;
  return {
    tone: "error",
    title: wording.checksUnavailableTitle,
    body: `${wording.checksUnavailableText} ${wording.kept}`,
  };
}
