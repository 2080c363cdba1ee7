"use client";

import type { Control, FieldValues, Path } from "react-hook-form";

import { fieldLabels, getInTouchDestinations, getInTouchServices } from "@/contract/forms";
import { MESSAGE_MAX } from "@/contract/validations/limits";

import { SelectField, TextareaField } from "./fields";

/**
 * What a consultation is about: Get In Touch's destination and service, and its message. The request forms
 * (Get In Touch, the booking page, the call-back request) all carry these three names.
 */
export function ConsultationTopicFields<T extends FieldValues, TOut>({
  control,
  messageRows,
  messagePlaceholder,
}: {
  control: Control<T, unknown, TOut>;
  messageRows: number;
  messagePlaceholder?: string;
}) {
  // The schemas of these forms carry the three names; the cast states that for react-hook-form's Path type.
  const name = (field: "destination" | "service" | "message") => field as Path<T>;
  return (
    <>
      <SelectField
        control={control}
        name={name("destination")}
        label={fieldLabels.destination}
        options={getInTouchDestinations}
        placeholder="Select a destination"
      />
      <SelectField
        control={control}
        name={name("service")}
        label={fieldLabels.service}
        options={getInTouchServices}
        placeholder="Select a service"
      />
      <TextareaField
        control={control}
        name={name("message")}
        label={fieldLabels.message}
        rows={messageRows}
        maxLength={MESSAGE_MAX}
        placeholder={messagePlaceholder}
        className="sm:col-span-2"
      />
    </>
  );
}
