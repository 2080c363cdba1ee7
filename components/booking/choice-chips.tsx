"use client";

import { cn } from "@/lib/utils";

export type Choice = { value: string; label: React.ReactNode; hint?: string };

/**
 * A radio group drawn as large chips: a real fieldset with a legend and native radios, so arrow keys move
 * between them and a screen reader says the legend and the choice; each chip is at least 44 px tall for a thumb.
 */
export function ChoiceChips({
  legend,
  name,
  choices,
  value,
  onChange,
  className,
  chipClassName,
  disabled = false,
}: {
  /** Every choice off (a native disabled fieldset), e.g. until the page knows it can book. */
  disabled?: boolean;
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  className?: string;
  chipClassName?: string;
}) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className={cn("mt-3 grid gap-2", className)}>
        {choices.map((choice) => (
          <label key={choice.value} className={cn("relative block", chipClassName)}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span className="pointer-events-none flex h-full min-h-11 flex-col justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 transition-colors peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-hover:border-brand-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:opacity-60">
              {choice.label}
              {choice.hint ? <span className="text-xs font-normal opacity-80">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
