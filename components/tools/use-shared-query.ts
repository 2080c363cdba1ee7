"use client";

import { useEffect, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/*
 * A tool's inputs live in the page's query string, so a result can be shared (on WhatsApp, say)
 * and comes back on reload. The page is static, so the query is read after mount (no
 * useSearchParams, which would need a Suspense boundary and render nothing on the server).
 */

export type SharedQuery = {
  /** False until the address has been read: until then a tool shows no figures, as they may not be the link's. */
  ready: boolean;
  /** The link to share, while the inputs are valid. */
  shareUrl: string | null;
};

/**
 * Restores `keys` from the address once after mount (`normalise` turns a value into the one its field
 * holds, "6" into "6.0"), then checks them so a bad shared value is marked, and writes them back while
 * `valid`: never before the address was read, so a bad value is never replaced by the defaults.
 */
export function useSharedQuery<T extends FieldValues>(
  form: UseFormReturn<T>,
  keys: readonly Path<T>[],
  values: Partial<Record<Path<T>, string>>,
  valid: boolean,
  normalise: Partial<Record<Path<T>, (value: string) => string>> = {},
): SharedQuery {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const shared = keys.filter((key) => params.has(key));
    for (const key of shared) {
      const value = params.get(key) ?? "";
      form.setValue(key, (normalise[key]?.(value) ?? value) as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    if (shared.length) void form.trigger(shared);
    // The address can only be read after mount (the page is static): this one re-render shows the link's figures.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    // `keys` and `normalise` are constant per tool: restore once.
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
