"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import type * as z from "zod/mini";

/*
 * A tool's inputs live in the page's query string, so a result can be shared (on WhatsApp, say)
 * and comes back on reload. The page is static, so the query is read after mount (no
 * useSearchParams, which would need a Suspense boundary and render nothing on the server).
 */

type SharedQuery = {
  /** False until the address has been read: until then a tool shows no figures, as they may not be the link's. */
  ready: boolean;
  /** The link to share, while the inputs are valid. */
  shareUrl: string | null;
};

export type SharedFields<T extends FieldValues> = {
  keys: readonly Path<T>[];
  /** The starting values, filled in after mount where the address gives none. */
  defaults: Record<Path<T>, string>;
  /** Turns a shared value into the one its field holds ("6" into "6.0" for a band). */
  normalise?: Partial<Record<Path<T>, (value: string) => string>>;
};

/**
 * Fills the form once after mount, from the address or else the defaults: the exported HTML's fields are
 * empty (it cannot know a link's values, and without JavaScript shows none). Then checks the shared values so
 * a bad one is marked, and writes the values back to the address while `valid`: never before the address was
 * read, so a bad shared value is never replaced by the defaults.
 */
function useSharedQuery<T extends FieldValues>(
  form: UseFormReturn<T>,
  { keys, defaults, normalise = {} }: SharedFields<T>,
  values: Partial<Record<Path<T>, string>>,
  valid: boolean,
): SharedQuery {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const shared = keys.filter((key) => params.has(key));
    for (const key of keys) {
      const value = params.get(key);
      const filled = value === null ? defaults[key] : (normalise[key]?.(value) ?? value);
      form.setValue(key, filled as PathValue<T, Path<T>>, { shouldDirty: value !== null });
    }
    if (shared.length) void form.trigger(shared);
    // The address can only be read after mount (the page is static): this one re-render shows the link's figures.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    // The fields are constant per tool: restore once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const query = new URLSearchParams(keys.map((key) => [key, values[key] ?? ""])).toString();
  useEffect(() => {
    if (!ready || !valid) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}`);
  }, [query, valid, ready]);

  // `ready` is only ever true in the browser, after mount.
  return {
    ready,
    shareUrl: ready && valid ? `${window.location.origin}${window.location.pathname}?${query}` : null,
  };
}

/**
 * A tool's form, checked as it is filled in: its values, the schema's verdict on them, and the shared query's
 * `ready` and `shareUrl`. The fields start empty (see useSharedQuery).
 */
export function useToolForm<T extends Record<string, string>>(schema: z.ZodMiniType<T, T>, fields: SharedFields<T>) {
  const blank = Object.fromEntries(fields.keys.map((key) => [key, ""])) as DefaultValues<T>;
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: blank, mode: "onChange" });
  const values = useWatch({ control: form.control }) as T;
  const parsed = schema.safeParse(values);
  return { form, values, parsed, ...useSharedQuery(form, fields, values, parsed.success) };
}
