import { FormActions } from "./form-actions";
import { FormStatus, type FormStatusMessage } from "./form-status";
import { Honeypot } from "./honeypot";

type LeadFormFooterProps = {
  /** From useLeadDelivery: the bot trap, and what the last submission did. */
  honeypotRef: React.Ref<HTMLInputElement>;
  status: FormStatusMessage | null;
  pending: boolean;
  dirty: boolean;
  submitLabel: string;
};

/** The end of every lead form: the honeypot, the submit row and the visible submission status. */
export function LeadFormFooter({ honeypotRef, status, pending, dirty, submitLabel }: LeadFormFooterProps) {
  return (
    <>
      <Honeypot ref={honeypotRef} />
      <FormActions pending={pending} dirty={dirty} submitLabel={submitLabel} className="sm:col-span-2" />
      <FormStatus message={status} pending={pending} className="sm:col-span-2" />
    </>
  );
}
