import { Clock } from "@/components/ui/lucide-icons";

import type { ProcessStep } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

import { FieldValue } from "@/components/ui/indicative";
import { words } from "@/lib/i18n/words";

type ProcessStepsProps = {
  steps: readonly ProcessStep[];
  className?: string;
};

/** Numbered application steps, each with its duration when the content gives one. */
export function ProcessSteps({ steps, className }: ProcessStepsProps) {
  return (
    <ol className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {steps.map((step, index) => (
        <li key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-brand-950">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
            {step.duration ? (
              <p className="mt-3 inline-flex flex-wrap items-center gap-1.5 rounded-lg bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">{`${words("guide")("durationLabel")} `}</span>
                <FieldValue record={step} field="duration" />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
