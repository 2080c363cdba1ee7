"use client";

import { useId, useState } from "react";
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
 * Every panel is rendered so the exported HTML holds all four levels for crawlers; CSS
 * hides the inactive ones. Without JavaScript the tab buttons cannot work, so the
 * `scripting: none` media query hides them and shows every panel in turn.
 *
 * Radix owns the tab list (roving focus, arrow keys, activation); the panels are plain
 * elements tied to their tabs by id. Radix's Tabs.Content wraps each panel in Presence,
 * which reads computed styles in a layout effect and re-renders once mounted: four
 * panels that never animate paid for that in the hydration commit (issue 12).
 */
export function ProgramTabs({ tabs, defaultTab, label }: ProgramTabsProps) {
  const [active, setActive] = useState<string>(defaultTab);
  const idBase = useId();
  const tabId = (id: ProgramTabId) => `${idBase}-tab-${id}`;
  const panelId = (id: ProgramTabId) => `${idBase}-panel-${id}`;
  return (
    <Tabs.Root value={active} onValueChange={setActive}>
      <Tabs.List
        aria-label={label}
        className="grid grid-cols-2 gap-1.5 rounded-2xl bg-slate-100 p-1.5 sm:inline-grid sm:grid-cols-4 [@media(scripting:none)]:hidden"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            className="rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          data-state={tab.id === active ? "active" : "inactive"}
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
        </div>
      ))}
    </Tabs.Root>
  );
}
