"use client";

import { useForm } from "react-hook-form";

import { contactDestinations } from "@/contract/forms";
import { contactForm } from "@/lib/leads/lead-forms";
import type { ContactInput } from "@/contract/validations/contact";
import { MESSAGE_MAX } from "@/contract/validations/limits";

import { SelectField, TextareaField } from "./fields";
import { RequiredNote } from "./form-actions";
import { formBehaviour } from "./form-behaviour";
import { useFieldLabels, useFormCopy, useTranslatedOptions } from "./form-words";
import { lazySchemaResolver } from "./lazy-checks";
import { LeadFormFooter } from "./lead-form-footer";
import { PersonFields } from "./person-fields";
import { LeadFormElement, useLeadDelivery } from "./use-lead-delivery";

const emptyValues: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  destination: "",
  message: "",
};

const resolver = lazySchemaResolver(() =>
  import("@/contract/validations/contact").then((module) => module.contactSchema),
);

/** The simple contact form (spec part 1, section 3). */
export function ContactForm() {
  const form = useForm({ resolver, defaultValues: emptyValues, ...formBehaviour });
  const delivery = useLeadDelivery(form, contactForm);
  const { control, formState } = form;
  const { contactPage, formParts } = useFormCopy();
  const fieldLabels = useFieldLabels();
  const destinations = useTranslatedOptions(contactDestinations, "contactDestination");

  return (
    <LeadFormElement delivery={delivery} onFocus={resolver.preload} className="grid gap-5 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <PersonFields control={control} optional={["lastName", "phone"]} />
      <SelectField
        control={control}
        name="destination"
        label={contactPage.destinationLabel}
        options={destinations}
        placeholder={formParts.selectDestination}
        className="sm:col-span-2"
      />
      <TextareaField
        control={control}
        name="message"
        label={fieldLabels.message}
        rows={5}
        maxLength={MESSAGE_MAX}
        placeholder={contactPage.messagePlaceholder}
        className="sm:col-span-2"
      />
      <LeadFormFooter
        delivery={delivery}
        pending={formState.isSubmitting}
        dirty={formState.isDirty}
        submitLabel={contactPage.submit}
      />
    </LeadFormElement>
  );
}
