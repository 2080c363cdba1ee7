import type { Metadata } from "next";

import { Logo } from "@/components/layout/logo";
import { site } from "@/content/site";

import "./desk.css";

// The desk is a work tool for staff: never indexed, in no sitemap (not a registry route) and no site search.
export const metadata: Metadata = {
  title: { default: "Desk", template: `%s | ${site.name} desk` },
  description: `The ${site.name} counsellors' desk: staff sign in to work the leads.`,
  robots: { index: false, follow: false },
};

export default function DeskLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-4 sm:px-6">
      <header className="mb-3 flex items-center justify-between gap-3">
        <Logo language="en" />
        <h1 className="text-sm font-bold tracking-wide text-brand-700 uppercase">Counsellors&apos; desk</h1>
      </header>
      {children}
      {/* The root layout's first paint waits for #contact-bar (app/layout.tsx); the desk has none, so its
          end is marked here instead. */}
      <div id="contact-bar" hidden />
    </div>
  );
}
