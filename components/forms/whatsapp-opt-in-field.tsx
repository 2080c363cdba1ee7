"use client";

import type { Control, FieldValues, Path } from "react-hook-form";

import { CheckboxField } from "./fields";
import { useFormCopy } from "./form-words";

type WhatsAppOptInFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** Where it sits in the form's grid: across both columns unless told otherwise. */
  className?: string;
};

/**
 * "Send me updates on WhatsApp": the unticked opt-in of the forms that take a phone number (Get In Touch, the
 * booking, the call-back request, event registration), placed just before their submit row. The form holds a
 * boolean (false in its defaults) and sends it as `whatsappOptIn`; without JavaScript a ticked box posts
 * `whatsappOptIn=true` and an unticked one posts nothing, which the shared schema reads as false.
 */
export function WhatsAppOptInField<T extends FieldValues, TOut>({
  control,
  className = "sm:col-span-2",
}: WhatsAppOptInFieldProps<T, TOut>) {
  const copy = useFormCopy().whatsappOptIn;
  // The schemas of these forms all extend Get In Touch's, which names it; the cast states that for react-hook-form.
  return (
    <CheckboxField
      control={control}
      name={"whatsappOptIn" as Path<T>}
      label={copy.label}
      hint={copy.hint}
      value="true"
      className={className}
    />
  );
}
