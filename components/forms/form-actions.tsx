"use client";

import { SpinnerIcon } from "@/components/ui/icons";

import { useFormCopy } from "./form-words";

type SubmitButtonProps = {
  pending: boolean;
  children: React.ReactNode;
  pendingLabel?: string;
  className?: string;
};

/** The submit button: disabled with a spinner while submitting, so a form cannot be sent twice. */
export function SubmitButton({ pending, children, pendingLabel, className = "" }: SubmitButtonProps) {
  const sending = useFormCopy().deliveryWording.sending;
  return (
    <button
      type="submit"
      disabled={pending}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? <SpinnerIcon className="size-5 animate-spin" /> : null}
      {pending ? (pendingLabel ?? sending) : children}
    </button>
  );
}

/**
 * "Unsaved changes": always laid out and only made visible, so neither typing nor
 * restoring kept values after a reload moves the page.
 */
export function UnsavedHint({ shown, children }: { shown: boolean; children: React.ReactNode }) {
  return (
    <p aria-hidden={shown ? undefined : true} className={`text-sm text-slate-600 ${shown ? "" : "invisible"}`}>
      {children}
    </p>
  );
}

/** The submit button with the "unsaved changes" hint beside it. */
export function FormActions({
  pending,
  dirty,
  submitLabel,
  className = "",
}: {
  pending: boolean;
  dirty: boolean;
  submitLabel: string;
  className?: string;
}) {
  const { formParts } = useFormCopy();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:items-center ${className}`}>
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
      <UnsavedHint shown={dirty && !pending}>{formParts.unsaved}</UnsavedHint>
    </div>
  );
}

/** The legend for the asterisks on required labels. */
export function RequiredNote({ className = "" }: { className?: string }) {
  const { formParts } = useFormCopy();
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {formParts.requiredBefore}{" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">{formParts.requiredAsterisk}</span> {formParts.requiredAfter}
    </p>
  );
}
