"use client";

import { useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { newIdempotencyKey } from "@/lib/leads/idempotency-key";

import { useFormCopy } from "./form-words";

/**
 * What every send from a form shares: one Idempotency-Key per distinct submission (a visitor retrying after a
 * failure reuses it, so the receiver can de-duplicate), and "Still trying, 2 of 4" while it retries.
 */
export function useSubmission() {
  const submission = useRef<{ key: string; fingerprint: string } | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const { deliveryWording } = useFormCopy();
  return {
    progress,
    /** The key of the submission with this fingerprint: the last one's again when nothing changed. */
    keyFor(fingerprint: string) {
      if (submission.current?.fingerprint !== fingerprint) {
        submission.current = { key: newIdempotencyKey(), fingerprint };
      }
      return submission.current.key;
    },
    /** A delivered submission: the next one, even with the same values, is a new one. */
    delivered() {
      submission.current = null;
    },
    onAttempt(attempt: number, attempts: number) {
      setProgress(attempt > 1 ? deliveryWording.stillTrying(attempt, attempts) : null);
    },
    settled() {
      setProgress(null);
    },
  };
}

/** Puts each refused field's message on it and focuses the first, in the form's order; returns their names. */
export function markRefusedFields<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fields: Record<string, string>,
) {
  const names = Object.keys(form.getValues()).filter((name) => name in fields);
  names.forEach((name, index) =>
    form.setError(name as Path<T>, { type: "server", message: fields[name] }, { shouldFocus: index === 0 }),
  );
  return names;
}
