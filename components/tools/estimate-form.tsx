"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { RequiredNote } from "@/components/forms/form-actions";
import { formBehaviour } from "@/components/forms/form-behaviour";
import { LeadFormFooter } from "@/components/forms/lead-form-footer";
import { PersonFields } from "@/components/forms/person-fields";
import { LeadFormElement, useLeadDelivery } from "@/components/forms/use-lead-delivery";
import { estimateForm } from "@/lib/leads/lead-forms";
import { estimateSchema, type EstimateInput } from "@/contract/validations/estimate";
import { useFormCopy } from "@/components/forms/form-words";
import { englishFormCopy, fillTemplate } from "@/content/forms";

const emptyValues: EstimateInput = { firstName: "", lastName: "", email: "", phone: "", message: "" };

/**
 * The estimate as it is sent: the tool, its figures line by line, and the link that reopens it (`openLink`, the
 * page's "Open this estimate: {url}").
 */
export function estimateText(
  tool: string,
  lines: readonly string[],
  shareUrl: string | null,
  openLink = englishFormCopy.estimate.openLink,
): string {
  return [tool, ...lines, ...(shareUrl ? [fillTemplate(openLink, { url: shareUrl })] : [])].join("\n");
}

/**
 * "Send me this estimate": a tool's figures become a lead (the lead inbox when the site has one,
 * else a prefilled e-mail), with the visitor's name and e-mail, through the site's one lead delivery.
 */
export function EstimateForm({ estimate }: { estimate: string }) {
  const form = useForm({ resolver: zodResolver(estimateSchema), defaultValues: emptyValues, ...formBehaviour });
  const delivery = useLeadDelivery(form, estimateForm);
  const { control, formState, setValue } = form;
  const copy = useFormCopy().estimate;

  return (
    // The estimate is taken as the form is sent (capture runs before the form's own handler), so it is the
    // one on screen, also after an earlier send cleared the form.
    <div onSubmitCapture={() => setValue("message", estimate)}>
      <LeadFormElement delivery={delivery} className="grid gap-5 sm:grid-cols-2">
        <RequiredNote className="sm:col-span-2" />
        <PersonFields control={control} optional={["lastName", "phone"]} />
        <input type="hidden" name={delivery.native.fieldName("message")} value={estimate} />
        <LeadFormFooter
          delivery={delivery}
          pending={formState.isSubmitting}
          dirty={formState.isDirty}
          submitLabel={copy.title}
        />
      </LeadFormElement>
    </div>
  );
}

/** The "Send me this estimate" card under a tool's result. */
export function EstimatePanel({
  intro,
  tool,
  lines,
  shareUrl,
}: {
  intro: string;
  /** What the estimate is, its first line: "Education loan EMI estimate". */
  tool: string;
  lines: readonly string[];
  shareUrl: string | null;
}) {
  const copy = useFormCopy().estimate;
  return (
    <section
      aria-labelledby="send-estimate"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="send-estimate" className="text-2xl font-bold tracking-tight text-brand-950">
        {copy.title}
      </h2>
      <p className="mt-2 mb-6 text-slate-600">{intro}</p>
      <EstimateForm estimate={estimateText(tool, lines, shareUrl, copy.openLink)} />
    </section>
  );
}
