"use client";

import { useForm } from "react-hook-form";

import { callbackDays, callbackTimes } from "@/contract/forms";
import type { CallbackInput } from "@/contract/validations/callback";
import { callbackForm } from "@/lib/leads/lead-forms";
import { ConsultationTopicFields } from "@/components/forms/consultation-topic-fields";
import { SelectField } from "@/components/forms/fields";
import { RequiredNote } from "@/components/forms/form-actions";
import { formBehaviour } from "@/components/forms/form-behaviour";
import { useFieldLabels, useFormCopy, useTranslatedOptions } from "@/components/forms/form-words";
import { lazySchemaResolver } from "@/components/forms/lazy-checks";
import { LeadFormFooter } from "@/components/forms/lead-form-footer";
import { PersonFields } from "@/components/forms/person-fields";
import { LeadFormElement, useLeadDelivery } from "@/components/forms/use-lead-delivery";
import { WhatsAppOptInField } from "@/components/forms/whatsapp-opt-in-field";

const emptyValues: CallbackInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  preferredDay: "",
  preferredTime: "",
  destination: "",
  service: "consultation",
  message: "",
  whatsappOptIn: false,
};

const resolver = lazySchemaResolver(() =>
  import("@/contract/validations/callback").then((module) => module.callbackSchema),
);

/**
 * The call-back request under the slot picker: the same request as a booking, without a slot, for a visitor
 * without JavaScript (it posts natively, like Get In Touch) or when the receiver cannot offer slots.
 */
export function CallbackForm() {
  const form = useForm({ resolver, defaultValues: emptyValues, ...formBehaviour });
  const delivery = useLeadDelivery(form, callbackForm);
  const { control, formState } = form;
  const copy = useFormCopy().bookingPage;
  const fieldLabels = useFieldLabels();
  const days = useTranslatedOptions(callbackDays, "preferredDay");
  const times = useTranslatedOptions(callbackTimes, "preferredTime");
  return (
    <LeadFormElement delivery={delivery} onFocus={resolver.preload} className="grid gap-5 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <PersonFields control={control} />
      <SelectField
        control={control}
        name="preferredDay"
        label={fieldLabels.preferredDay}
        options={days}
        placeholder={copy.callbackAnyDay}
      />
      <SelectField
        control={control}
        name="preferredTime"
        label={fieldLabels.preferredTime}
        options={times}
        placeholder={copy.callbackAnyTime}
      />
      <ConsultationTopicFields control={control} messageRows={3} />
      <WhatsAppOptInField control={control} />
      <LeadFormFooter
        delivery={delivery}
        pending={formState.isSubmitting}
        dirty={formState.isDirty}
        submitLabel={copy.callbackSubmit}
      />
    </LeadFormElement>
  );
}
