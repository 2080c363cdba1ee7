"use client";

import * as Tabs from "@radix-ui/react-tabs";

import { CountryList } from "@/components/programs/country-list";
import type { ProgramTab, ProgramTabId } from "@/content/programs";

type ProgramTabsProps = {
  tabs: readonly ProgramTab[];
  defaultTab: ProgramTabId;
  /** Accessible name of the tab list. */
  label: string;
};

/*
 * Every panel is rendered (forceMount) so the exported HTML holds all four levels for
 * crawlers; CSS hides the inactive ones. Without JavaScript the tab buttons cannot work,
 * so the `scripting: none` media query hides them and shows every panel in turn.
 */
export function ProgramTabs({ tabs, defaultTab, label }: ProgramTabsProps) {
  return (
    <Tabs.Root defaultValue={defaultTab}>
      <Tabs.List
        aria-label={label}
        className="grid grid-cols-2 gap-1.5 rounded-2xl bg-slate-100 p-1.5 sm:inline-grid sm:grid-cols-4 [@media(scripting:none)]:hidden"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="mt-8 rounded-2xl data-[state=inactive]:hidden [@media(scripting:none)]:block!"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h3 className="text-xl font-bold text-brand-950">{`${tab.label} programs`}</h3>
            <p className="text-sm text-slate-600">
              Typical duration: <strong className="text-brand-900">{tab.duration}</strong>
            </p>
          </div>
          <p className="mt-2 text-slate-600">{tab.description}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tab.programs.map((program) => (
              <li key={program.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h4 className="font-semibold text-brand-950">{program.name}</h4>
                <dl className="mt-3 space-y-3 text-sm">
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-slate-600">Duration</dt>
                    <dd className="font-semibold text-brand-900">{program.duration}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Popular countries</dt>
                    <dd className="mt-1.5">
                      <CountryList countries={program.countries} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
