import { usePathname } from "next/navigation";

import type { LeadSourceField } from "@/contract/lead-source";

import { FormActions } from "./form-actions";
import { FormStatus } from "./form-status";
import { useFormLanguage } from "./form-words";
import { Honeypot } from "./honeypot";
import type { LeadDelivery } from "./use-lead-delivery";

const FORM_PAGE_FIELD: LeadSourceField = "formPage";

type LeadFormFooterProps = {
  /** From useLeadDelivery: the no-JavaScript fields, the bot trap, and what the last submission did. */
  delivery: LeadDelivery;
  pending: boolean;
  dirty: boolean;
  submitLabel: string;
};

/** The end of every lead form: its hidden fields and bot trap, the submit row and the submission status. */
export function LeadFormFooter({ delivery, pending, dirty, submitLabel }: LeadFormFooterProps) {
  const { native, trapRef, status, progress } = delivery;
  const page = usePathname();
  const language = useFormLanguage();
  return (
    <>
      {native.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* A post without JavaScript names the page it was sent from (contract/lead-source.ts); with JavaScript
          the form sends it with the visit's first touch. No page outside the router (unit tests). */}
      {native.trap && page ? <input type="hidden" name={FORM_PAGE_FIELD} value={page} /> : null}
      {/* A post without JavaScript says the page's language too (the receiver reads a missing one as English). */}
      {native.trap && language !== "en" ? <input type="hidden" name="language" value={language} /> : null}
      {native.trap ? <Honeypot ref={trapRef} /> : null}
      <FormActions pending={pending} dirty={dirty} submitLabel={submitLabel} className="sm:col-span-2" />
      <FormStatus message={status} pending={pending} progress={progress} className="sm:col-span-2" />
    </>
  );
}
