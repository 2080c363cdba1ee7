"use client";

import { useForm, type DefaultValues, type Resolver } from "react-hook-form";

import { careersApplyPage } from "@/content/forms";
import { careerPositions, experienceLevels, fieldLabels } from "@/contract/forms";
import { careersApplicationForm } from "@/lib/leads/lead-forms";
import type { CareersApplicationInput, CareersApplicationValues } from "@/contract/validations/careers-application";
import { MESSAGE_MAX } from "@/contract/validations/limits";
import { isGenuineResume, notADocumentMessage } from "@/contract/validations/file-signature";
import { formatFileSize, RESUME_ACCEPT } from "@/contract/validations/resume";

import { FileField, SelectField, TextareaField, TextField } from "./fields";
import { RequiredNote } from "./form-actions";
import { formBehaviour } from "./form-behaviour";
import { lazySchemaResolver } from "./lazy-checks";
import { LeadFormFooter } from "./lead-form-footer";
import { PersonFields } from "./person-fields";
import { LeadFormElement, useLeadDelivery } from "./use-lead-delivery";

const emptyValues: DefaultValues<CareersApplicationInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  position: undefined,
  experience: undefined,
  location: "",
  resume: undefined,
  coverLetter: "",
};

const schemaResolver = lazySchemaResolver(() =>
  import("@/contract/validations/careers-application").then((module) => module.careersApplicationSchema),
);

/**
 * The shared schema, then the resume's first bytes: a renamed program is refused as
 * soon as it is chosen and again on submit. Reading bytes is asynchronous, so it is
 * not in the schema itself (the receiver runs the same check on what it receives).
 */
const resolver: Resolver<CareersApplicationInput, unknown, CareersApplicationValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const { resume } = values;
  if (result.errors.resume || !(resume instanceof File) || (await isGenuineResume(resume))) return result;
  return { values: {}, errors: { ...result.errors, resume: { type: "signature", message: notADocumentMessage } } };
};

/** The careers application (spec part 1, sections 3 and 5), with the resume checked before anything is sent. */
export function CareersApplicationForm() {
  const form = useForm<CareersApplicationInput, unknown, CareersApplicationValues>({
    resolver,
    defaultValues: emptyValues,
    ...formBehaviour,
  });
  const delivery = useLeadDelivery(form, careersApplicationForm);
  const { control, formState } = form;

  return (
    <LeadFormElement delivery={delivery} onFocus={schemaResolver.preload} className="grid gap-5 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <PersonFields control={control} />
      <SelectField
        control={control}
        name="position"
        label={fieldLabels.position}
        required
        options={careerPositions}
        placeholder="Select a position"
      />
      <SelectField
        control={control}
        name="experience"
        label={fieldLabels.experience}
        required
        options={experienceLevels}
        placeholder="Select your experience"
      />
      <TextField
        control={control}
        name="location"
        label={fieldLabels.location}
        required
        autoComplete="address-level2"
        placeholder="e.g. Vadodara"
        className="sm:col-span-2"
      />
      <FileField
        control={control}
        name="resume"
        label={fieldLabels.resume}
        required
        hint={careersApplyPage.resumeHint}
        accept={RESUME_ACCEPT}
        formatSize={formatFileSize}
        // Refuse a wrong or oversized file as soon as it is chosen, not only on submit.
        onFileChange={() => void form.trigger("resume")}
        className="sm:col-span-2"
      />
      <TextareaField
        control={control}
        name="coverLetter"
        label={fieldLabels.coverLetter}
        hint={careersApplyPage.coverLetterHint}
        rows={6}
        maxLength={MESSAGE_MAX}
        className="sm:col-span-2"
      />
      <LeadFormFooter
        delivery={delivery}
        pending={formState.isSubmitting}
        dirty={formState.isDirty}
        submitLabel={careersApplyPage.submit}
      />
    </LeadFormElement>
  );
}
