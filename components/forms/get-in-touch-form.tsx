"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import { officeById } from "@/content/site";
import { type OfficeId } from "@/contract/offices";
import { getInTouchForm } from "@/lib/leads/lead-forms";
import { officeInAddress, serviceInAddress } from "@/lib/links";
import type { GetInTouchInput } from "@/contract/validations/get-in-touch";

import { ConsultationTopicFields } from "./consultation-topic-fields";
import { RequiredNote } from "./form-actions";
import { formBehaviour } from "./form-behaviour";
import { useFormCopy } from "./form-words";
import { lazySchemaResolver } from "./lazy-checks";
import { LeadFormFooter } from "./lead-form-footer";
import { PersonFields } from "./person-fields";
import { LeadFormElement, useLeadDelivery } from "./use-lead-delivery";
import { WhatsAppOptInField } from "./whatsapp-opt-in-field";

/** Get In Touch's fields, empty: also the booking page's and an event registration's (the same schema). */
export const emptyGetInTouch: GetInTouchInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  destination: "",
  service: "",
  message: "",
  whatsappOptIn: false,
};

/** Get In Touch's checks, fetched on first focus; shared by the forms that send its fields. */
export const getInTouchResolver = lazySchemaResolver(() =>
  import("@/contract/validations/get-in-touch").then((module) => module.getInTouchSchema),
);

/** The Get In Touch form (spec part 1, section 3): the site's main call to action. */
export function GetInTouchForm() {
  const form = useForm({ resolver: getInTouchResolver, defaultValues: emptyGetInTouch, ...formBehaviour });
  const [office, setOffice] = useState<OfficeId>();
  const delivery = useLeadDelivery(form, getInTouchForm, { office });
  const { control, formState } = form;
  const { getInTouchPage } = useFormCopy();

  // A button that names its service (`?service=ielts`, from /careers/apply-now) starts the request with it chosen,
  // unless the visitor already chose one; an office's link (`?office=surat`) sends the request to that office.
  useEffect(() => {
    const service = serviceInAddress();
    if (service && !form.getValues("service")) form.setValue("service", service, { shouldDirty: true });
    // The address is read after hydration: the exported page is the same for every query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffice(officeInAddress());
  }, [form]);

  return (
    <LeadFormElement delivery={delivery} onFocus={getInTouchResolver.preload} className="grid gap-5 sm:grid-cols-2">
      {office ? (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">
          {getInTouchPage.officeNote(officeById[office].city)}
        </p>
      ) : null}
      <RequiredNote className="sm:col-span-2" />
      <PersonFields control={control} />
      <ConsultationTopicFields
        control={control}
        messageRows={5}
        messagePlaceholder={getInTouchPage.messagePlaceholder}
      />
      <WhatsAppOptInField control={control} />
      <LeadFormFooter
        delivery={delivery}
        pending={formState.isSubmitting}
        dirty={formState.isDirty}
        submitLabel={getInTouchPage.submit}
      />
    </LeadFormElement>
  );
}
