"use client";

import type { Control, FieldValues, Path } from "react-hook-form";

import { getInTouchDestinations, getInTouchServices } from "@/contract/forms";
import { MESSAGE_MAX } from "@/contract/validations/limits";

import { SelectField, TextareaField } from "./fields";
import { useFieldLabels, useFormCopy, useTranslatedOptions } from "./form-words";

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
  const fieldLabels = useFieldLabels();
  const { formParts } = useFormCopy();
  const destinations = useTranslatedOptions(getInTouchDestinations, "destination");
  const services = useTranslatedOptions(getInTouchServices, "service");
  return (
    <>
      <SelectField
        control={control}
        name={name("destination")}
        label={fieldLabels.destination}
        options={destinations}
        placeholder={formParts.selectDestination}
      />
      <SelectField
        control={control}
        name={name("service")}
        label={fieldLabels.service}
        options={services}
        placeholder={formParts.selectService}
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
