"use client";

import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/*
 * An unsent form's values survive a reload or a closed and reopened tab: they are
 * kept in sessionStorage (this tab only, gone when the browsing session ends) and
 * restored after mount, so the server render and hydration stay identical and no
 * layout moves. Only text, choices and ticks are kept: never passwords, never files.
 */

const storageKey = (formId: string) => `brightpath:unsent:${formId}`;

/** Storage can be missing or refuse writes (private modes, full quota): keeping values is then skipped. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets a form's kept values: after confirmed delivery. */
export function forgetUnsentValues(formId: string) {
  try {
    storage()?.removeItem(storageKey(formId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

const keepable = (value: unknown): value is string | boolean => typeof value === "string" || typeof value === "boolean";

/**
 * Keeps `form`'s values under `formId` while they differ from its defaults, and
 * restores them once after mount into fields that are still empty (a value typed
 * before the scripts ran, adopted by the field itself, wins).
 */
export function usePersistedValues<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  formId: string,
  { exclude = [] }: { exclude?: readonly string[] } = {},
) {
  useEffect(() => {
    const store = storage();
    if (!store) return;
    const key = storageKey(formId);
    const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
    const kept = (name: string) => name in defaults && !exclude.includes(name) && keepable(defaults[name] ?? "");

    let saved: Record<string, unknown> = {};
    try {
      saved = JSON.parse(store.getItem(key) ?? "{}") ?? {};
    } catch {
      saved = {};
    }
    const current: Record<string, unknown> = form.getValues();
    for (const [name, value] of Object.entries(saved)) {
      if (!kept(name) || !keepable(value) || (current[name] ?? "") !== (defaults[name] ?? "")) continue;
      form.setValue(name as Path<TIn>, value as PathValue<TIn, Path<TIn>>, { shouldDirty: true });
    }

    const subscription = form.watch((values: Record<string, unknown>) => {
      const changed = Object.entries(values).filter(
        ([name, value]) => kept(name) && keepable(value) && value !== (defaults[name] ?? ""),
      );
      try {
        if (changed.length) store.setItem(key, JSON.stringify(Object.fromEntries(changed)));
        else store.removeItem(key);
      } catch {
        // Quota or privacy mode: the form still works, only the safety net is off.
      }
    });
    return () => subscription.unsubscribe();
    // `exclude` is a constant list per form; re-running would restore twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, formId]);
}
