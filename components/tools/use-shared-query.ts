"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/*
 * A tool's inputs live in the page's query string, so a result can be shared (on WhatsApp, say)
 * and comes back on reload. The page is static, so the query is read after mount (no
 * useSearchParams, which would need a Suspense boundary and render nothing on the server).
 */

/**
 * Restores `keys` from the address once after mount (then checks them, so a bad shared value is
 * marked), and writes them back while `valid`. Returns the link to share, once there is one.
 */
export function useSharedQuery<T extends FieldValues>(
  form: UseFormReturn<T>,
  keys: readonly Path<T>[],
  values: Partial<Record<Path<T>, string>>,
  valid: boolean,
): string | null {
  const restored = useRef(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const shared = keys.filter((key) => params.has(key));
    for (const key of shared) {
      form.setValue(key, (params.get(key) ?? "") as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    if (shared.length) void form.trigger(shared);
    restored.current = true;
    // `keys` is a constant list per tool: restore once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const query = new URLSearchParams(keys.map((key) => [key, values[key] ?? ""])).toString();
  useEffect(() => {
    if (!restored.current || !valid) return;
    const url = `${window.location.pathname}?${query}`;
    window.history.replaceState(window.history.state, "", url);
    setShareUrl(`${window.location.origin}${url}`);
  }, [query, valid]);

  return valid ? shareUrl : null;
}
