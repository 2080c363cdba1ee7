import { useId } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { DeskRequestError, sessionEnded } from "@/lib/desk/desk-api";

/** A secondary button of the portal panel: as tall as a thumb needs (44 px and more). */
export const quietButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70";

/** One part of the student portal panel, under its own heading. */
export function PortalPart({ title, anchor, children }: { title: string; anchor?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="grid scroll-mt-4 gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    >
      <h4 id={id} className="text-sm font-bold tracking-wide text-slate-900 uppercase">
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * What a refused desk call says: each field the receiver names is shown beside that field of `form` (what was
 * typed stays), and the returned sentence goes in a DeskAlert (with any field the form does not have). An ended
 * session says nothing here: the desk's dialog says it over the page.
 */
export function refusalOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  error: unknown,
  fallback = "Not saved. Try again.",
): string | undefined {
  if (sessionEnded(error)) return undefined;
  if (!(error instanceof DeskRequestError)) return fallback;
  const values = form.getValues() as Record<string, unknown>;
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    if (name in values) form.setError(name as Path<T>, { message });
    else elsewhere.push(message);
  }
  return [error.message, ...elsewhere].join(" ");
}
