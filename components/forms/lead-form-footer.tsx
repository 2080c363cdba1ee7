import { FormActions } from "./form-actions";
import { FormStatus } from "./form-status";
import { Honeypot } from "./honeypot";
import type { LeadDelivery } from "./use-lead-delivery";

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
  return (
    <>
      {native.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {native.trap ? <Honeypot ref={trapRef} /> : null}
      <FormActions pending={pending} dirty={dirty} submitLabel={submitLabel} className="sm:col-span-2" />
      <FormStatus message={status} pending={pending} progress={progress} className="sm:col-span-2" />
    </>
  );
}
